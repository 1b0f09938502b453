"""Benchmark photos of the table: re-encoding one photo (scorepad/photos/images.py) and uploading it through the API
(multipart, re-encoded, stored in the database), time and memory per photo, for the photos a phone sends.

Each re-encoding runs in a fresh process, so its memory is its own: the peak resident size (Linux's VmHWM) less
what the process held before decoding (Python, Pillow and the file's bytes). The uploads run in-process through
Flask's test client on a temporary SQLite file. Prints figures; it is not a test. Linux only (it reads /proc).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PHONE = "12 MP JPEG (4000x3000, a phone's photo)"
CASES = {  # name: (width, height, format, grain): what phones send, and the worst case for the encoder
    PHONE: (4000, 3000, "JPEG", 30),
    "48 MP JPEG (8000x6000, a high-resolution mode)": (8000, 6000, "JPEG", 30),
    "3 MP PNG (1440x2560, a screenshot)": (1440, 2560, "PNG", 0),
    "12 MP JPEG of fine noise (worst case)": (4000, 3000, "JPEG", 90),
}


def photo(width: int, height: int, kind: str, grain: int) -> bytes:
    """A picture of a card table: a green cloth in light that falls off, white cards, the grain of a camera (noise
    of `grain`), with EXIF as a phone writes it."""
    from PIL import Image, ImageDraw

    cloth = Image.linear_gradient("L").resize((width, height)).point(lambda v: 60 + v // 3)
    image = Image.merge("RGB", (cloth.point(lambda v: v // 4), cloth, cloth.point(lambda v: v // 2)))
    draw = ImageDraw.Draw(image)
    for i in range(12):  # cards fanned on the table
        x, y = width // 10 + i * width // 16, height // 3 + (i % 3) * height // 20
        draw.rounded_rectangle((x, y, x + width // 12, y + height // 6), radius=width // 120, fill=(245, 245, 240))
        draw.text((x + width // 80, y + height // 80), "A♥" if i % 2 else "K♠", fill=(180, 20, 20))
    if grain:  # the cloth's weave and a camera's grain: texture the kept photo still shows (fine noise: none)
        coarse = (width // 3, height // 3) if grain < 50 else (width, height)
        noise = Image.effect_noise(coarse, grain).convert("RGB").resize((width, height), Image.Resampling.BICUBIC)
        image = Image.blend(image, noise, 0.3 if grain < 50 else 0.6)
    exif = Image.Exif()
    exif[0x0112] = 6
    exif[0x8825] = {1: "N", 2: (52.0, 31.0, 12.0), 3: "E", 4: (13.0, 24.0, 1.0)}
    out = io.BytesIO()
    image.save(out, kind, **({"quality": 90, "exif": exif} if kind == "JPEG" else {}))
    return out.getvalue()


def kib(line: str) -> int:
    """A /proc/self/status line's value in KiB."""
    return int(line.split()[1])


def memory() -> dict[str, int]:
    """This process's resident size now and at its peak, in KiB."""
    status = Path("/proc/self/status").read_text().splitlines()
    return {line.split(":")[0]: kib(line) for line in status if line.startswith(("VmRSS", "VmHWM"))}


def one(path: str) -> dict[str, Any]:
    """Re-encode the photo in `path` once, in this process: seconds and the memory it took (KiB)."""
    from scorepad.photos.images import reencode

    raw = Path(path).read_bytes()
    before = memory()
    started = time.perf_counter()
    kept = reencode(raw)
    seconds = time.perf_counter() - started
    after = memory()
    return {
        "seconds": seconds,
        "peak_kib": after["VmHWM"] - before["VmRSS"],
        "sent_bytes": len(raw),
        "kept_bytes": len(kept.data),
        "thumb_bytes": len(kept.thumb),
        "size": [kept.width, kept.height],
    }


def amount(size: int) -> str:
    """Bytes in words: MB from a million, else KB with one decimal."""
    return f"{size / 1e6:.1f} MB" if size >= 1e6 else f"{size / 1024:.1f} KB"


def reencoding(folder: Path, repeat: int) -> None:
    """Re-encode each case `repeat` times, each in a fresh process."""
    print(f"Re-encoding, each photo in a fresh process ({repeat} runs each; median, and the slowest):")
    print("| photo as sent | sent | kept | thumbnail | kept px | time (median / max) | memory (median / max) |")
    print("|---|---|---|---|---|---|---|")
    for name, case in CASES.items():
        path = folder / f"{abs(hash(name))}.img"
        path.write_bytes(photo(*case))
        runs = []
        for _ in range(repeat):
            done = subprocess.run(  # noqa: S603  (this very script, fixed arguments)
                [sys.executable, __file__, "--one", str(path)], capture_output=True, text=True, check=True
            )
            runs.append(json.loads(done.stdout))
        times, peaks = [r["seconds"] for r in runs], [r["peak_kib"] for r in runs]
        first = runs[0]
        print(
            f"| {name} | {amount(first['sent_bytes'])} | {amount(first['kept_bytes'])}"
            f" | {amount(first['thumb_bytes'])} | {first['size'][0]}x{first['size'][1]}"
            f" | {statistics.median(times):.2f} s / {max(times):.2f} s"
            f" | {statistics.median(peaks) / 1024:.0f} MB / {max(peaks) / 1024:.0f} MB |"
        )


def uploads(count: int) -> None:
    """Upload `count` 12 MP photos through the API in-process (four a round), then read each back."""
    tmp = tempfile.mkdtemp(prefix="scorepad-bench-")
    from migrated import migrated_app

    client = migrated_app(Path(tmp)).test_client()
    sides = [{"name": "Anna & Ben", "players": ["Anna", "Ben"]}, {"name": "Cara & Dan", "players": ["Cara", "Dan"]}]
    game = client.post("/api/games", json={"ruleset": "classic", "sides": sides}).get_json()
    auth = {"Authorization": f"Bearer {game['token']}"}
    held = {"meld_points": 85, "hand_points": 45}
    raw = photo(*CASES[PHONE])
    sent, read = [], []
    for i in range(count):
        number = i // 4 + 1
        if i % 4 == 0:
            assert (
                client.post(f"/api/games/{game['id']}/rounds", json={"entries": [held, held]}, headers=auth).status_code
                == 201
            )
        started = time.perf_counter()
        answer = client.post(
            f"/api/games/{game['id']}/rounds/{number}/photos",
            data={"photo": (io.BytesIO(raw), "table.jpg")},
            content_type="multipart/form-data",
            headers=auth,
        )
        sent.append(time.perf_counter() - started)
        assert answer.status_code == 201, answer.get_json()
        started = time.perf_counter()
        assert client.get(answer.get_json()["url"]).status_code == 200
        read.append(time.perf_counter() - started)
    size = sum(os.path.getsize(os.path.join(tmp, name)) for name in os.listdir(tmp) if name.startswith("bench.db"))
    print(f"\nUploads through the API, in-process ({count} photos of {len(raw) / 1e6:.1f} MB, four a round, SQLite):")
    print(f"- upload (multipart, re-encoded, stored): median {statistics.median(sent):.2f} s, max {max(sent):.2f} s")
    print(f"- read one back (bytes from the database): median {statistics.median(read) * 1000:.1f} ms")
    print(f"- database after: {size / 1e6:.1f} MB ({size / count / 1024:.0f} KB a photo with its thumbnail)")


def main() -> None:
    """Parse the arguments and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per case (default 5)")
    parser.add_argument("--uploads", type=int, default=20, help="photos uploaded through the API (default 20)")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a child process: re-encode this file once
    asked = parser.parse_args()
    if asked.one:
        print(json.dumps(one(asked.one)))
        return
    with tempfile.TemporaryDirectory(prefix="scorepad-photos-") as folder:
        reencoding(Path(folder), asked.repeat)
    uploads(asked.uploads)


if __name__ == "__main__":
    main()
