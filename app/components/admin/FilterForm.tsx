/**
 * The filters above a staff list (the report inbox, the audit log): a plain GET form, so every
 * filtered view has its own address and works without JavaScript, with its heading, its fields
 * in a grid, the button that applies them and the link that clears them; a choice whose first,
 * empty option ("any type", "anyone") shows everything; and the two dates of a period ("from",
 * "to"), the filter both lists share. The list's order (`sort`, `dir`, from its headers' links)
 * goes with the filters, so applying them keeps it.
 */
import { Form, Link, useSearchParams } from "react-router";
import { SelectField, TextField } from "../ui/fields";

export function FilterForm(props: {
  heading: string;
  apply: string;
  clear: { to: string; label: string };
  children: React.ReactNode;
}) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="admin-filters" aria-labelledby="filters-heading">
      {(["sort", "dir"] as const).map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <h2 id="filters-heading" className="admin-filters-heading">
        {props.heading}
      </h2>
      <div className="admin-filter-grid">{props.children}</div>
      <div className="admin-actions">
        <button type="submit" className="button">
          {props.apply}
        </button>
        <Link to={props.clear.to}>{props.clear.label}</Link>
      </div>
    </Form>
  );
}

export function PeriodFields(props: {
  labels: { from: string; to: string };
  values: { from?: string; to?: string };
  errors: { from?: string; to?: string };
}) {
  return (
    <>
      {(["from", "to"] as const).map((id) => (
        <TextField
          key={id}
          id={id}
          name={id}
          type="date"
          label={props.labels[id]}
          defaultValue={props.values[id]}
          error={props.errors[id]}
          optional
          width="medium"
        />
      ))}
    </>
  );
}

export function ChoiceFilter(props: {
  /** The field's id and the query parameter it sets. */
  id: string;
  label: string;
  /** The first choice, which filters nothing. */
  any: string;
  choices: Array<{ value: string; label: string; lang?: string }>;
  value?: string;
  error?: string;
}) {
  return (
    <SelectField
      id={props.id}
      name={props.id}
      label={props.label}
      options={[{ value: "", label: props.any }, ...props.choices]}
      defaultValue={props.value}
      error={props.error}
    />
  );
}
