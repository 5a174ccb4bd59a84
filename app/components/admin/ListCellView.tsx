/**
 * One cell of a staff list, drawn from its description (app/lib/content-views.ts). The cell that names
 * the item is the row's header and links to the item's page; an empty value shows a dash.
 */
import { Link } from "react-router";
import type { ListCell } from "~/lib/content-views";
import { useFormat } from "~/i18n/use-format";
import { useTranslation } from "~/i18n/use-translation";
import { LineMark } from "../stations/LineMark";
import { BilingualTitleCell } from "./ContentList";
import { StatusTag } from "./StatusTag";

const NONE = "—";

export function ListCellView({ cell, itemPath }: { cell: ListCell; itemPath: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  switch (cell.kind) {
    case "title":
      return <BilingualTitleCell to={itemPath} texts={cell.texts} />;
    case "linked-text":
      return (
        <th scope="row">
          <Link to={itemPath} lang={cell.lang ?? undefined}>
            {cell.text}
          </Link>
        </th>
      );
    case "status":
      return (
        <td>
          <StatusTag on={cell.on} wording={cell.wording} />
        </td>
      );
    case "number":
      return <td>{cell.value === null ? NONE : format.number(cell.value)}</td>;
    case "date-time":
      return <td>{format.dateTime(cell.value)}</td>;
    case "date":
      return <td>{cell.value ? format.digits(cell.value) : NONE}</td>;
    case "period":
      return <td>{`${format.dayMonthYear(cell.start ?? "")} – ${format.dayMonthYear(cell.end ?? "")}`}</td>;
    case "text":
      return (
        <td lang={cell.text ? cell.lang : undefined}>
          {cell.text ?? NONE}
          {cell.note ? <span className="admin-cell-note">{cell.note}</span> : null}
        </td>
      );
    case "label":
      return <td>{t(cell.key)}</td>;
    case "line":
      return <td>{cell.strip ? <LineMark strip={cell.strip} colour={cell.colour} /> : NONE}</td>;
  }
}
