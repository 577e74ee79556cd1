#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the zone hexes and object markers of the bundled sample scenarios.

The samples' zones are worded the way the book words them ("Board 2 south of all river
hexes"); this script turns each wording into the hexes of the assembled map, so nobody has
to count hexes by hand. It reads the panel library, assembles each sample's layout the way
HexMap::compose does (seam halves join into whole hexes; outer halves are not playable) and
rewrites the `hexes:` of the zones it knows, and the spice containers of scenario 14.

Run it from the repository root (naming sample files fills those alone), then canonicalise
every file it changed:

    python3 resources/scenarios/samples/fill_zones.py [NN-name.scenario.yaml ...]
    for f in resources/scenarios/samples/*.scenario.yaml; do build/dev/app/hexwright-cli format "$f"; done

Conventions:
- "on Board N" means the whole hexes that lie entirely on panel N: a hex cut by a seam lies
  half on each panel and belongs to neither, unless every panel it lies on is in the set
  ("anywhere on Boards 1 and 3" takes the seam hexes between 1 and 3).
- "within N hexes of Board X" and "N hexes south of Board X" take the first N whole hexes of
  each column, counted from the seam with Board X.
"""

import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
PANELS = os.path.join(ROOT, "resources", "panels", "hammers-slammers.panels.yaml")


def parse_label(label):
    return int(label[:2]) - 1, int(label[2:]) - 1


def label(hex_):
    return "%02d%02d" % (hex_[0] + 1, hex_[1] + 1)


class Panel:
    def __init__(self, data):
        self.id = data["id"]
        self.columns = data["columns"]
        self.rows = data["rows"]
        self.terrain = data["terrain"]
        self.features = {f["id"]: [parse_label(h) for h in f["hexes"]] for f in data["features"]}
        self.roads = {r["id"]: [parse_label(h) for h in r["hexes"]] for r in data["roads"]}

    def contains(self, c, r):
        if c < 0 or c > self.columns or r < 0:
            return False
        return r < (self.rows + 1 if c & 1 else self.rows)

    def cover(self, c, r):
        if c == 0:
            return "E"
        if c == self.columns:
            return "W"
        if c & 1:
            if r == 0:
                return "S"
            if r == self.rows:
                return "N"
        return "whole"

    def terrain_at(self, c, r):
        return self.terrain[r][c]


def load_panels():
    with open(PANELS, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    return {p["id"]: Panel(p) for p in data["panels"]}


class Map:
    """The assembled map: per hex, which placements cover which part of it."""

    def __init__(self, layout, panels):
        self.placements = []  # (panel, col, row)
        self.parts = {}  # (c, r) -> list of (panel id, cover)
        for item in layout:
            if item.get("rotation", 0) != 0:
                raise SystemExit("fill_zones.py handles unrotated panels only")
            panel = panels[item["panel"]]
            col, row = parse_label(item["at"])
            self.placements.append((panel, col, row))
            for r in range(panel.rows + 1):
                for c in range(panel.columns + 1):
                    if panel.contains(c, r):
                        self.parts.setdefault((c + col, r + row), []).append(
                            (panel.id, panel.cover(c, r)))

    def whole(self, hex_):
        covers = {cover for _, cover in self.parts.get(hex_, [])}
        return "whole" in covers or {"E", "W"} <= covers or {"N", "S"} <= covers

    def on_boards(self, boards):
        """Whole hexes lying entirely on the panels of @p boards."""
        return sorted(h for h, parts in self.parts.items()
                      if self.whole(h) and all(p in boards for p, _ in parts))

    def placement(self, panel_id):
        for panel, col, row in self.placements:
            if panel.id == panel_id:
                return panel, col, row
        raise KeyError(panel_id)

    def local(self, panel_id, hexes):
        """Panel-local hexes translated onto the map."""
        _, col, row = self.placement(panel_id)
        return sorted((c + col, r + row) for c, r in hexes)

    def feature(self, panel_id, feature_id):
        panel, _, _ = self.placement(panel_id)
        return self.local(panel_id, panel.features[feature_id])

    def terrain(self, panel_id, kind):
        """Whole hexes of the panel with terrain letter @p kind."""
        panel, _, _ = self.placement(panel_id)
        own = set(self.on_boards({panel_id}))
        found = []
        for r in range(panel.rows + 1):
            for c in range(panel.columns + 1):
                if panel.contains(c, r) and panel.terrain_at(c, r) == kind:
                    found.append((c, r))
        return [h for h in self.local(panel_id, found) if h in own]

    def first_rows_from_north(self, panel_id, count, columns=None):
        """The first @p count whole hexes of each column of the panel, from its north edge."""
        panel, col, row = self.placement(panel_id)
        own = set(self.on_boards({panel_id}))
        out = []
        for c in range(panel.columns + 1):
            if columns is not None and c not in columns:
                continue
            first = 1 if c & 1 else 0
            for r in range(first, first + count):
                if (c + col, r + row) in own:
                    out.append((c + col, r + row))
        return sorted(out)

    def columns_from_west(self, panel_id, count):
        """The whole hexes of the panel's first @p count whole columns from its west edge."""
        own = self.on_boards({panel_id})
        first = min(h[0] for h in own)
        return [h for h in own if h[0] < first + count]

    def columns_from_east(self, panel_id, count):
        """The whole hexes of the panel's last @p count whole columns, at its east edge."""
        own = self.on_boards({panel_id})
        last = max(h[0] for h in own)
        return [h for h in own if h[0] > last - count]

    def rows_from_south(self, panel_id, count):
        """The last @p count whole hexes of each column of the panel, at its south edge."""
        own = self.on_boards({panel_id})
        out = []
        for c in sorted({h[0] for h in own}):
            column = sorted(h for h in own if h[0] == c)
            out.extend(column[-count:])
        return sorted(out)

    def east_of_column(self, panel_id, road_column):
        """Whole hexes of the panel east of a road running down one column."""
        _, col, _ = self.placement(panel_id)
        return [h for h in self.on_boards({panel_id}) if h[0] > road_column + col]


def labels(hexes):
    return [label(h) for h in sorted(hexes)]


# Each sample: its zones' wording turned into hexes. Keys are zone ids of the file.
def badger_hunt(m):
    return {
        "tan-north-of-road": m.feature("6", "north-of-north-road"),
        "tan-road-and-river": m.feature("6", "south-road-river-area"),
        "tan-edge-e": m.feature("E", "east-of-road"),
        # Edge piece D's road runs down its local column 5.
        "tan-edge-d": m.east_of_column("D", 5),
        "green-board-3": m.on_boards({"3"}),
        # The lake of Board 6 fills its local columns 7 to 9.
        "green-board-6-north": m.first_rows_from_north("6", 4, columns={7, 8, 9}),
        "hilltop-1": m.feature("3", "hilltop-1"),
        "hilltop-2": m.feature("3", "hilltop-2"),
        "hilltop-3": m.feature("3", "hilltop-3"),
    }


def city_too_far(m):
    return {
        "large-city": m.feature("4", "large-city"),
        "drop-zone": m.on_boards({"4"}),
    }


def break_out(m):
    return {
        "green-south-of-river": m.feature("2", "south-of-river"),
        "red-board-6": m.first_rows_from_north("6", 7),
        "tan-boards-1-3": m.on_boards({"1", "3"}),
    }


def piece_of_the_action(m):
    zones = {"tan-board-%s" % b: m.on_boards({b}) for b in "12345"}
    zones["tan-any-board"] = m.on_boards(set("12345"))
    cities = {
        "city-1-west-town": ("1", "west-town"),
        "city-1-east-town": ("1", "east-town"),
        "city-1-village": ("1", "village"),
        "city-4-large-city": ("4", "large-city"),
        "city-5-north-town": ("5", "north-town"),
        "city-5-south-town": ("5", "south-town"),
        "city-5-hamlet": ("5", "hamlet"),
        "city-b-hamlet": ("B", "hamlet"),
        "city-d-hamlet": ("D", "hamlet"),
        "city-f-village": ("F", "village"),
    }
    for zone, (panel, feature) in cities.items():
        zones[zone] = m.feature(panel, feature)
    return zones


def spice_madness(m):
    zones = {
        "tan-home": m.on_boards({"6"}),
        "green-home": m.on_boards({"5"}),
        "blue-home": m.on_boards({"3"}),
        "red-home": m.on_boards({"4"}),
    }
    # The half hexes on the cuts count as Board 2: every whole hex that Board 2 has a part of.
    zones["board-2"] = sorted(h for h, parts in m.parts.items()
                              if m.whole(h) and any(p == "2" for p, _ in parts))
    return zones


def spice_markers(m):
    return [{"kind": "object", "hex": h, "name": "Spice container"}
            for h in labels(m.terrain("2", "w"))]


def hangman(m):
    return {
        "red-board-1": m.on_boards({"1"}),
        "green-town": m.feature("4", "large-city"),
    }


def last_grasp(m):
    return {
        "blue-board-4": m.on_boards({"4"}),
        "red-board-3": m.on_boards({"3"}),
    }


def caught_in_the_middle(m):
    return {
        "blue-board-5": m.on_boards({"5"}),
        "tan-board-3": m.on_boards({"3"}),
        "green-board-6": m.on_boards({"6"}),
    }


def snipers(m):
    return {"forests": m.feature("6", "forests")}


def mass_assault(m):
    return {
        "tan-board-2": m.on_boards({"2"}),
        "board-1-cities": m.terrain("1", "c"),
    }


def better_part_of_valor(m):
    return {
        "green-board-5": m.on_boards({"5"}),
        "red-west-edge": m.columns_from_west("5", 1),
        "board-4-city": m.feature("4", "large-city"),
    }


def holding_out_to_payday(m):
    return {
        "red-board-6": m.on_boards({"6"}),
        "tan-drop-zone": m.on_boards({"4"}),
        "green-board-4": m.on_boards({"4"}),
        "green-board-3": m.on_boards({"3"}),
        "easternmost-city-hex": m.feature("4", "easternmost-city-hex"),
    }


def traditional_objectives(m):
    return {
        "blue-west-edge": m.columns_from_west("2", 1),
        "red-east-edge": m.columns_from_east("3", 1),
        # At least 5 hexes from the east edge: not in the last 5 full columns.
        "tan-board-3": [h for h in m.on_boards({"3"})
                        if h not in set(m.columns_from_east("3", 5))],
        "green-board-4": m.on_boards({"4"}),
        "bridge": m.feature("4", "bridge"),
    }


def religious_war(m):
    return {
        "green-south-edge": m.rows_from_south("6", 1),
        "defenders-boards-1-4": m.on_boards({"1", "4"}),
    }


SAMPLES = {
    "01-badger-hunt.scenario.yaml": (badger_hunt, None),
    "02-a-city-too-far.scenario.yaml": (city_too_far, None),
    "03-hangman.scenario.yaml": (hangman, None),
    "04-last-grasp.scenario.yaml": (last_grasp, None),
    "05-caught-in-the-middle.scenario.yaml": (caught_in_the_middle, None),
    "06-snipers.scenario.yaml": (snipers, None),
    "07-mass-assault.scenario.yaml": (mass_assault, None),
    "08-break-out.scenario.yaml": (break_out, None),
    "09-the-better-part-of-valor.scenario.yaml": (better_part_of_valor, None),
    "10-holding-out-to-payday.scenario.yaml": (holding_out_to_payday, None),
    "11-traditional-objectives.scenario.yaml": (traditional_objectives, None),
    "12-religious-war.scenario.yaml": (religious_war, None),
    "13-everybody-wants-a-piece-of-the-action.scenario.yaml": (piece_of_the_action, None),
    "14-spice-madness.scenario.yaml": (spice_madness, spice_markers),
}


def main():
    panels = load_panels()
    only = sys.argv[1:]  # sample file names; none: every sample
    for name, (zone_fn, marker_fn) in SAMPLES.items():
        if only and name not in only:
            continue
        path = os.path.join(HERE, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # The first line names the file's JSON Schema; yaml drops comments, so keep it.
        header = text.splitlines(True)[0] if text.startswith("#") else ""
        doc = yaml.safe_load(text)
        m = Map(doc["map"]["layout"], panels)
        zones = zone_fn(m)
        for zone in doc.get("zones", []):
            if zone["id"] not in zones:
                sys.exit("%s: no rule for zone %s" % (name, zone["id"]))
            zone["hexes"] = labels(zones.pop(zone["id"]))
        if zones:
            sys.exit("%s: zones missing from the file: %s" % (name, ", ".join(zones)))
        if marker_fn:
            doc["markers"] = marker_fn(m)
        with open(path, "w", encoding="utf-8") as f:
            f.write(header)
            yaml.safe_dump(doc, f, sort_keys=False, allow_unicode=True, width=100)
        print("%s: %d zones" % (name, len(doc.get("zones", []))))


if __name__ == "__main__":
    main()
