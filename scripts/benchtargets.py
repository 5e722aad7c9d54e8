"""The benchmarks' targets, read from docs/benchmark.md ("Targets"), where they are written and
explained once: the scripts measure, the document says what counts as fast enough."""

from functools import lru_cache
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "benchmark.md"
MARKER = "<!-- bench-targets -->"


@lru_cache(maxsize=None)
def load(doc=DOC):
    """The targets table after MARKER: `| `id` | value | meaning |` rows, as {id: float}."""
    text = doc.read_text(encoding="utf-8")
    start = text.find(MARKER)
    if start < 0:
        raise SystemExit(f"{doc}: no '{MARKER}' table of targets")
    targets = {}
    for line in text[start + len(MARKER):].lstrip("\n").splitlines():
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) < 2 or not cells[0].startswith("`"):
            continue
        targets[cells[0].strip("`")] = float(cells[1])
    return targets


def get(name, doc=DOC):
    """One target; a missing one stops the benchmark with the document's name."""
    targets = load(doc)
    if name not in targets:
        raise SystemExit(f"{doc}: the targets table has no '{name}'")
    return targets[name]
