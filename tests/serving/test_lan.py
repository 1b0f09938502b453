"""The table's address: the default route's own address when an interface has it, else a private one, else any; none
when this machine has only loopback. A port someone else listens on is taken."""

from __future__ import annotations

import socket
from types import SimpleNamespace

import pytest

from scorepad.serving import lan


def adapters(*addresses: str) -> list[SimpleNamespace]:
    """Interfaces as ifaddr lists them: loopback first, IPv6 as tuples, then the given IPv4 addresses."""
    ips = [SimpleNamespace(ip="127.0.0.1"), SimpleNamespace(ip=("::1", 0, 0))]
    ips += [SimpleNamespace(ip=a) for a in addresses]
    return [SimpleNamespace(ips=ips)]


@pytest.mark.parametrize(
    ("found", "routed", "chosen"),
    [
        (("172.17.0.1", "192.168.1.20"), "192.168.1.20", "192.168.1.20"),  # the route's, not the container bridge's
        (("169.254.3.3", "1.2.3.4", "10.0.0.5"), None, "10.0.0.5"),  # no route: a private one, never link-local
        (("203.0.113.7",), "198.51.100.1", "203.0.113.7"),  # a route through nothing of ours: still an interface's
        ((), "192.168.1.20", None),  # only loopback
    ],
)
def test_the_address_offered_to_the_table(
    monkeypatch: pytest.MonkeyPatch, found: tuple[str, ...], routed: str | None, chosen: str | None
) -> None:
    monkeypatch.setattr(lan.ifaddr, "get_adapters", lambda: adapters(*found))
    monkeypatch.setattr(lan, "routed_address", lambda: routed)
    assert lan.table_address() == chosen


def test_loopback_and_ipv6_are_never_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lan.ifaddr, "get_adapters", lambda: adapters("127.0.0.2", "192.168.1.20"))
    assert lan.interface_addresses() == ["192.168.1.20"]


def test_a_port_another_program_listens_on_is_taken() -> None:
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        assert lan.port_taken(port)
    assert not lan.port_taken(port)
