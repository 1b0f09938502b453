"""The table's server announced on its network by multicast DNS (python-zeroconf): `scorepad.local` answers with
this machine's address, and a Scorepad web service is listed for browsers that look (`_http._tcp`). Where the
network drops multicast, nothing is announced and the server says why; phones then use the address it prints."""

from __future__ import annotations

import socket
from dataclasses import dataclass

from zeroconf import Error, IPVersion, ServiceInfo, Zeroconf

HOST = "scorepad.local"
SERVICE = "_http._tcp.local."
INSTANCE = "Scorepad"


@dataclass
class Announced:
    """A running announcement: the name phones may use, and the responder to close when the server stops."""

    name: str
    responder: Zeroconf

    def close(self) -> None:
        """Withdraw the name and the service from the network."""
        self.responder.unregister_all_services()
        self.responder.close()


def announce(address: str, port: int) -> Announced | str:
    """Announce `scorepad.local` at `address` and a web service on `port` there; an Announced, or the reason why
    the network would not take it (a sentence for the person starting the server)."""
    info = ServiceInfo(
        SERVICE,
        f"{INSTANCE}.{SERVICE}",
        addresses=[socket.inet_aton(address)],
        port=port,
        properties={"path": "/"},
        server=f"{HOST}.",
    )
    responder: Zeroconf | None = None
    try:
        responder = Zeroconf(interfaces=[address], ip_version=IPVersion.V4Only)
        responder.register_service(info, allow_name_change=True)
    except (OSError, Error) as error:
        if responder is not None:
            responder.close()
        return f"multicast is not possible on this network ({error or type(error).__name__})"
    return Announced(HOST, responder)
