"""The announcement says why when the network won't take it (here: an address that isn't this machine's, so no
multicast socket can be bound and nothing is sent); that it is heard where multicast works is shown by
tests/browser/test_table_server.py on a link of its own."""

from __future__ import annotations

from scorepad.serving.mdns import announce


def test_an_address_the_network_refuses_is_not_announced_and_says_why() -> None:
    found = announce("203.0.113.9", 5000)  # TEST-NET-3: no interface of this machine has it
    assert isinstance(found, str)
    assert found.startswith("multicast is not possible on this network (")
