"""Where this machine is on the table's network: the IPv4 address the other phones reach it at, and whether a
port is free there. Nothing here sends a packet: the route is asked of the kernel, the interfaces of ifaddr."""

from __future__ import annotations

import errno
import ipaddress
import socket

import ifaddr

# A documentation address (RFC 5737): connecting a UDP socket to it only asks the kernel which local address
# its route would leave from; no packet is sent, so it needs no network beyond this machine.
PROBE = ("192.0.2.254", 9)


def interface_addresses() -> list[str]:
    """Every IPv4 address of this machine's interfaces but loopback and link-local (169.254/16), in the order the
    system lists them."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # IPv6 comes as a tuple
                continue
            address = ipaddress.IPv4Address(ip.ip)
            if not (address.is_loopback or address.is_link_local) and ip.ip not in found:
                found.append(ip.ip)
    return found


def routed_address() -> str | None:
    """The address this machine's default route leaves from, if it has one."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(PROBE)
        except OSError:  # no route: no default gateway on this network
            return None
        return str(probe.getsockname()[0])


def table_address() -> str | None:
    """The address to offer the table: the default route's own when it is an interface's, else the first private
    one (a home or club Wi-Fi), else the first any; None when this machine has only loopback."""
    found = interface_addresses()
    if not found:
        return None
    routed = routed_address()
    if routed in found:
        return routed
    private = [a for a in found if ipaddress.IPv4Address(a).is_private]
    return (private or found)[0]


def port_taken(port: int) -> bool:
    """Whether another program already listens on this port (on any address)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as trial:
        try:
            trial.bind(("0.0.0.0", port))  # noqa: S104  (the table's server listens on every interface)
        except OSError as error:
            return error.errno in (errno.EADDRINUSE, errno.EACCES)
    return False
