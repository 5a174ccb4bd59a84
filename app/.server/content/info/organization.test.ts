import { describe, expect, test } from "vitest";
import { buildOrgTree, countByType, type OrgNode, type OrgUnitRow } from "./organization";

function unit(
  id: number,
  type: OrgUnitRow["type"],
  parent: number | null,
  extra: Partial<OrgUnitRow> = {},
): OrgUnitRow {
  return {
    id,
    name_en: `Unit ${id}`,
    name_mr: `एकक ${id}`,
    name_hi: null,
    type,
    parent_id: parent,
    officer_name_en: `Sample Officer ${id}`,
    officer_name_mr: null,
    officer_name_hi: null,
    designation: type === "PS" ? "PI" : type === "CONTROL" ? "PI" : type,
    ...extra,
  };
}

const ids = (nodes: OrgNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, ids(n.children)] : n.id));

describe("the organisation tree", () => {
  test("nests stations under ACPs under DCPs under the CP, seniors first", () => {
    const rows = [
      unit(12, "PS", 4),
      unit(9, "CONTROL", 1),
      unit(4, "ACP", 2),
      unit(11, "PS", 4),
      unit(2, "DCP", 1),
      unit(1, "CP", null),
      unit(5, "ACP", 3),
      unit(3, "DCP", 1),
    ];
    expect(ids(buildOrgTree(rows, "en"))).toEqual([[1, [[2, [[4, [11, 12]]]], [3, [5]], 9]]]);
  });

  test("carries each unit's name and officer in the visitor's language, falling back with lang", () => {
    const [root] = buildOrgTree([unit(1, "CP", null)], "mr");
    expect(root!.name).toEqual({ text: "एकक 1", lang: "mr" });
    expect(root!.officer).toEqual({ name: { text: "Sample Officer 1", lang: "en" }, designation: "CP" });
  });

  test("a unit without an officer has none", () => {
    const [root] = buildOrgTree(
      [unit(1, "CP", null, { officer_name_en: null, officer_name_mr: null, designation: null })],
      "en",
    );
    expect(root!.officer).toBeNull();
  });

  test("a unit whose parent is missing or itself becomes a root", () => {
    expect(ids(buildOrgTree([unit(1, "CP", null), unit(7, "ACP", 99), unit(8, "PS", 8)], "en"))).toEqual([1, 7, 8]);
  });

  test("units caught in a parent loop are each shown once", () => {
    const tree = buildOrgTree([unit(1, "CP", null), unit(5, "ACP", 6), unit(6, "DCP", 5), unit(7, "PS", 5)], "en");
    expect(ids(tree)).toEqual([1, [6, [[5, [7]]]]]);
    expect(countByType(tree)).toEqual({ CP: 1, DCP: 1, ACP: 1, CONTROL: 0, PS: 1 });
  });

  test("is empty when there are no units", () => {
    expect(buildOrgTree([], "en")).toEqual([]);
    expect(countByType([])).toEqual({ CP: 0, DCP: 0, ACP: 0, CONTROL: 0, PS: 0 });
  });
});
