"""What each game family shows on the pages beyond its declarations, registered by family key: the
templates of its round form and board, and the words only it needs. A new family adds one module here."""

from __future__ import annotations

from ...rules.family import Family
from .adapter import Adapter
from .canasta import CANASTA
from .romme import ROMME

ADAPTERS: dict[str, Adapter] = {"canasta": CANASTA, "romme": ROMME}


def adapter_of(family: Family) -> Adapter:
    """The pages of a family."""
    return ADAPTERS[family.key]
