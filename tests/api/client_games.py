"""The games every generated client plays, one per family, with what it must see, worked by hand.

Each client (tests/api/test_generated_client.py in Python, tests/api/typescript/play.ts) creates the game, adds the
rounds, reads the totals and the game's ETag, corrects a round with `If-Match`, tries the same correction again with
the now stale tag (412), sends a round the rules refuse (422) and one without the token (401), deciding what to do by
their problems' codes and by their type (never by their words), pages the history two events at a time and exports
the game (as JSON, and as CSV by export_game_csv), then reports what it saw in the shape of `expected()`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.api.test_hand_and_foot import H3_A, H3_B
from tests.conftest import HELD, TWO_PAIRS, WON

OUT = {"going_out": "out"}
ROMME_PAIR = [{"name": "Anna", "players": ["Anna"]}, {"name": "Ben", "players": ["Ben"]}]

# Modern American Canasta (RULES.md 11.11), the League's values. A1: NS = 100 + 500 + 300 + 200 + 245 - 15 = 1330;
# EW = 300 + 0 + 140 - 85 = 355. A2: NS = 100 + 2 x 500 + 170 = 1270; EW has no canasta: -85 - 120 - 400 = -605.
# Corrected, EW held 100 instead of 120: -85 - 100 - 400 = -585.
A1 = [
    {**OUT, "meld_points": 245, "hand_points": 15, "natural_canastas": 1, "mixed_canastas": 1}
    | {"red_threes": 1, "black_threes": 1},
    {"meld_points": 140, "hand_points": 85, "mixed_canastas": 1, "red_threes": 2},
]
A2_EW = {"meld_points": 85, "hand_points": 120, "red_threes": 2, "black_threes": 1}
A2 = [{**OUT, "meld_points": 170, "natural_canastas": 2}, A2_EW]

# Hand and Foot (RULES.md 12.4). Round 1 is H3: A 2330, B 440 (tests/api/test_hand_and_foot.py). Round 2: A = 120 -
# 60 + 500 - 500 = 60; B went out: 250 - 25 + 1000 + 600 + 100 + 100 (exact pick) + 100 = 2125. Corrected, A held 40
# instead of 60: 80.
HF2_A = {"meld_points": 120, "hand_points": 60, "clean_books": 1, "red_threes_caught": 1}
HF2_B = {**OUT, "meld_points": 250, "hand_points": 25, "clean_books": 2, "dirty_books": 2, "red_threes": 1}
HF2 = [HF2_A, {**HF2_B, "exact_picks": 1}]

# Rommé: Ben holds K, Q, 7 and a joker = 10 + 10 + 7 + 40 = 67 while Anna calls Rommé; then Anna holds 20 while Ben
# goes out, corrected to 30. The points are sent beside the cards: openapi-generator's python client sends every
# count with its default (hand_points 0), which the cards would contradict.
R1 = [OUT, {"hand_cards": {"tens": 2, "7": 1, "jokers": 1}, "hand_points": 67}]

# Buraco (RULES.md 13.8): B1, NS went out with a clean burraco: 385 + 200 + 100 = 685; EW 240 + 100 - 45 = 295.
# B2: EW never took its pot: 120 - 35 - 100 = -15, corrected to 40 in hand: 120 - 40 - 100 = -20.
BURACO_OUT = {"going_out": "out", "meld_points": 385, "clean_canastas": 1}
B1 = [BURACO_OUT, {"meld_points": 240, "dirty_canastas": 1, "hand_points": 45}]
B2_EW = {"meld_points": 120, "hand_points": 35, "pot": "not_taken"}

PLAYS: dict[str, dict[str, Any]] = {
    "canasta": {
        "ruleset": "classic",
        "sides": TWO_PAIRS,
        "rounds": [[WON, HELD], [WON, HELD]],
        "scores": [[940, 40], [940, 40]],
        "correction": {"number": 1, "entries": [WON, {"meld_points": 85, "hand_points": 25}]},  # 85 - 25 = 60
        "corrected": [1880, 100],
        "refused": [{**WON, "meld_points": 241}, HELD],
        "errors": {"entries.0.meld_points": "Must be a multiple of 5."},
        "codes": ["not_multiple_of_5 at /entries/0/meld_points"],
    },
    "romme": {
        "ruleset": "romme",
        "sides": ROMME_PAIR,
        "rounds": [R1, [{"hand_points": 20}, OUT]],
        "scores": [[0, 67], [20, 0]],
        "correction": {"number": 2, "entries": [{"hand_points": 30}, OUT]},
        "corrected": [30, 67],
        "refused": [OUT, {"hand_points": 1}],
        "errors": {"entries.1.hand_points": "No hand holds exactly 1 point: an ace counts 11 at the end."},
        "codes": ["refused at /entries/1/hand_points"],
    },
    "american": {
        "ruleset": "american",
        "sides": TWO_PAIRS,
        "rounds": [A1, A2],
        "scores": [[1330, 355], [1270, -605]],
        "correction": {"number": 2, "entries": [A2[0], {**A2_EW, "hand_points": 100}]},
        "corrected": [2600, -230],
        "refused": [{**OUT, "meld_points": 170, "natural_canastas": 1}, A2_EW],
        "errors": {"entries.0.going_out": "Going out needs at least 2 canastas; this side has 1."},
        "codes": ["too_few_to_go_out at /entries/0/going_out"],
    },
    "hand_and_foot": {
        "ruleset": "hand_and_foot",
        "sides": TWO_PAIRS,
        "rounds": [[H3_A, H3_B], HF2],
        "scores": [[2330, 440], [60, 2125]],
        "correction": {"number": 2, "entries": [{**HF2_A, "hand_points": 40}, HF2[1]]},
        "corrected": [2410, 2565],
        "refused": [{**HF2_A, "meld_points": 121}, HF2[1]],
        "errors": {"entries.0.meld_points": "Must be a multiple of 5."},
        "codes": ["not_multiple_of_5 at /entries/0/meld_points"],
    },
    "buraco": {
        "ruleset": "burraco_internazionale",
        "sides": TWO_PAIRS,
        "rounds": [B1, [BURACO_OUT, B2_EW]],
        "scores": [[685, 295], [685, -15]],
        "correction": {"number": 2, "entries": [BURACO_OUT, {**B2_EW, "hand_points": 40}]},
        "corrected": [1370, 275],
        "refused": [{"going_out": "out", "meld_points": 240, "dirty_canastas": 1}, B1[1]],
        "errors": {"entries.0.going_out": "Going out needs a clean canasta under these rules; this side has none."},
        "codes": ["too_few_to_go_out at /entries/0/going_out"],
    },
}


def expected(family: str) -> dict[str, Any]:
    """What a client must report after playing the family's game."""
    play = PLAYS[family]
    scores = play["scores"]
    return {
        "listed": True,
        "created": 201,
        "scores": scores,
        "totals": [sum(column) for column in zip(*scores, strict=True)],
        "corrected": play["corrected"],
        "stale": {"status": 412, "type": "/problems/stale", "rounds": len(scores)},
        "refused": {"status": 422, "type": "/problems/rules", "errors": play["errors"]},
        "branched": {"refused": play["codes"], "anonymous": "send the token"},  # by `code` and by `type`
        "history": {"pages": [2, 2], "actions": ["created", "round_added", "round_added", "round_corrected"]},
        "export": {"family": family, "rounds": len(scores)},
        "csv": {"rows": 2 * len(scores), "totals": play["corrected"]},  # a line per side per round; the last: totals
        "photo": {"status": 201, "round": 1, "media_type": "image/webp", "width": 64, "read": True},
        "confirmed": [{"side": 0, "changed": True}],
    }


def photo_base64() -> str:
    """A small photo for a client to upload (a JPEG of 64 by 48 pixels, with EXIF), as Base64 text."""
    import base64

    from tests.photos.pictures import phone_jpeg

    return base64.b64encode(phone_jpeg(width=64, height=48)).decode("ascii")


def csv_seen(text: str) -> dict[str, Any]:
    """What a client reports of the CSV export: its lines after the header, and the last round's totals (the
    last column of the last line of each side)."""
    lines = text.lstrip("\ufeff").splitlines()[1:]
    return {"rows": len(lines), "totals": [int(line.rsplit(",", 1)[1]) for line in lines[-2:]]}


def round_body(family: str, entries: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    """A round's request body as a strict client sends it: the family named."""
    return {"family": family, "entries": entries, **more}


def fix(problem: Any) -> str:
    """What a client fixes for a field problem, by its code and its JSON Pointer (never by its words)."""
    return f"{problem.code} at {problem.pointer}"


def then(problem: Any) -> str:
    """What a client does after a refusal, by its type (a problem's kind; `type_` in openapi-python-client's models,
    `type` in openapi-generator's)."""
    kind = problem.type_ if hasattr(problem, "type_") else problem.type
    return {"/problems/token": "send the token", "/problems/rate-limited": "wait"}.get(kind, "give up")


def generate_python_client(document: dict[str, Any], folder: Path, package: str) -> None:
    """openapi-python-client's client of `document`, written as the package `package` in `folder`; the test fails
    with the generator's output if it fails or warns."""
    path = folder / f"{package}.json"
    path.write_text(json.dumps(document))
    tools = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}{os.environ.get('PATH', '')}"}  # its formatter: our ruff
    command = [str(tools / "openapi-python-client"), "generate", "--path", str(path), "--meta", "none"]
    made = subprocess.run(  # noqa: S603  (our own tool, fixed arguments)
        [*command, "--output-path", str(folder / package)], capture_output=True, text=True, env=env
    )
    assert made.returncode == 0, made.stdout + made.stderr
    assert "Warning" not in made.stdout + made.stderr, made.stdout + made.stderr
