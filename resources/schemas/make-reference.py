#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the file format reference (resources/doc/file-formats.md) from the JSON Schemas.

    make-reference.py [SCHEMA_DIR [OUTPUT]]

Defaults: this script's folder and ../doc/file-formats.md beside it; OUTPUT "-" writes to
standard output. One section per format, one table per object (key, type, required, default,
description). The schemas are the reference: edit their descriptions, then run this (or the
CMake target format_reference); tst_schemas fails while the committed page is out of date.
Python 3 and its standard library only.
"""
import json
import os
import re
import sys

FORMATS = [
    ("hexwright-scenario.schema.json", "Scenarios", "*.scenario.yaml"),
    ("hexwright-ruleset.schema.json", "Rulesets", "*.ruleset.yaml"),
    ("hexwright-panels.schema.json", "Panel libraries", "*.panels.yaml"),
    ("hexwright-table.schema.json", "Table layouts", "*.table.yaml"),
]
DEFAULT = re.compile(r"Default:? (`[^`]*`|[^.;]*)[.;]")


def anchor(schema_file, name):
    base = schema_file.replace(".schema.json", "")
    return "%s-%s" % (base, name.replace("_", "-"))


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


class Page:
    def __init__(self, folder):
        self.folder = folder
        self.schemas = {}
        for name, _, _ in FORMATS:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                self.schemas[name] = json.load(f)

    def resolve(self, ref, current):
        path, _, pointer = ref.partition("#")
        file = path or current
        node = self.schemas[file]
        for part in pointer.strip("/").split("/") if pointer.strip("/") else []:
            node = node[part]
        return file, pointer.rsplit("/", 1)[-1] or "top", node

    def type_of(self, schema, current):
        if schema is False:
            return "not allowed"
        if "$ref" in schema:
            file, name, _ = self.resolve(schema["$ref"], current)
            return "[%s](#%s)" % (name, anchor(file, name))
        if "const" in schema:
            return "`%s`" % json.dumps(schema["const"]).strip('"')
        if "enum" in schema:
            return " | ".join("`%s`" % json.dumps(v).strip('"') for v in schema["enum"])
        if "oneOf" in schema:
            return " or ".join(self.type_of(s, current) for s in schema["oneOf"])
        kind = schema.get("type", "any")
        if kind == "array":
            items = schema.get("items", {})
            inner = self.type_of(items, current)
            if items.get("type") == "object" and "properties" in items:
                inner = "object"
            count = ""
            if "minItems" in schema and schema.get("minItems") == schema.get("maxItems"):
                count = " of %d" % schema["minItems"]
            return "list%s of %s" % (count, inner)
        if kind == "object" and "additionalProperties" in schema and "properties" not in schema:
            value = schema["additionalProperties"]
            if isinstance(value, dict):
                return "map to %s" % self.type_of(value, current)
        if kind in ("integer", "number"):
            low, high = schema.get("minimum"), schema.get("maximum")
            if low is not None and high is not None:
                return "%s %s..%s" % (kind, low, high)
            if low is not None:
                return "%s ≥ %s" % (kind, low)
            if "exclusiveMinimum" in schema:
                return "%s > %s" % (kind, schema["exclusiveMinimum"])
        return kind

    def table(self, out, title, schema, file, name):
        out.append('<a id="%s"></a>' % anchor(file, name))
        out.append("")
        out.append("#### %s" % title)
        out.append("")
        out.append(schema.get("description", ""))
        out.append("")
        out.append("| Key | Type | Required | Default | Description |")
        out.append("|---|---|---|---|---|")
        required = set(schema.get("required", []))
        nested = []
        for key, prop in schema.get("properties", {}).items():
            description = prop.get("description", "")
            if not description and "$ref" in prop:
                description = self.resolve(prop["$ref"], file)[2].get("description", "")
            match = DEFAULT.search(description)
            default = match.group(1).strip() if match else ""
            kind = self.type_of(prop, file)
            target = prop.get("items", prop) if prop.get("type") == "array" else prop
            if isinstance(target, dict) and target.get("type") == "object" and "properties" in target:
                sub = "%s.%s" % (name, key) if name != "top" else key
                nested.append((sub, target))
                kind = kind.replace("object", "[object](#%s)" % anchor(file, sub))
                if kind == "[object](#%s)" % anchor(file, sub) or prop.get("type") == "object":
                    kind = "[object](#%s)" % anchor(file, sub)
            out.append("| `%s` | %s | %s | %s | %s |" % (
                key, cell(kind), "yes" if key in required else "", cell(default), cell(description)))
        out.append("")
        for sub, target in nested:
            self.table(out, "`%s`" % sub, target, file, sub)

    def render(self):
        out = ["<!-- Generated by resources/schemas/make-reference.py from resources/schemas/*.schema.json:",
               "     edit the schemas' descriptions, then run the script or `cmake --build <dir> --target "
               "format_reference`. -->", "",
               "# Hexwright's file formats", "",
               "Hexwright reads and writes YAML files whose every key is described here, generated from "
               "the JSON Schemas in `resources/schemas/` (installed under `share/hexwright/schemas/`). "
               "A file Hexwright writes starts with the comment `# yaml-language-server: $schema=...` "
               "naming its schema, so an editor with the YAML language server checks and completes it "
               "as you type. Ids are lowercase letters, digits, `-` and `_` (at most 64), and a key "
               "not listed is an error, reported with the file, line and column.", ""]
        for file, heading, pattern in FORMATS:
            out.append("- [%s](#%s) (`%s`, %s)" % (heading, anchor(file, "top"), pattern, file))
        out.append("")
        for file, heading, pattern in FORMATS:
            schema = self.schemas[file]
            out.append("## %s" % heading)
            out.append("")
            out.append("Schema: `resources/schemas/%s`. %s" % (file, schema.get("title", "")))
            out.append("")
            self.table(out, "The file", schema, file, "top")
            for name, definition in schema.get("$defs", {}).items():
                if definition.get("type") == "object":
                    self.table(out, "`%s`" % name, definition, file, name)
        return "\n".join(line.rstrip() for line in out).rstrip("\n") + "\n"


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    folder = argv[1] if len(argv) > 1 else here
    output = argv[2] if len(argv) > 2 else os.path.join(here, "..", "doc", "file-formats.md")
    text = Page(folder).render()
    if output == "-":
        sys.stdout.write(text)
    else:
        with open(output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
