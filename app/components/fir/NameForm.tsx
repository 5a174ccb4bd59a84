import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { ErrorSummary, TextField } from "~/components/ui/fields";
import { NAME_MAX } from "~/validation/citizen-rules";

/** The first sign-in asks for the citizen's name. */
export function NameForm(props: { csrfToken: string; value?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <section className="fir-section" aria-labelledby="fir-name-title">
      <Form method="post" action="/fir-dashboard" noValidate className="citizen-form">
        {props.error ? <ErrorSummary errors={[{ id: "fir-name", message: props.error }]} headingLevel={2} /> : null}
        <h2 id="fir-name-title">{t("fir.name.title")}</h2>
        <p>{t("fir.name.intro")}</p>
        <input type="hidden" name="_token" value={props.csrfToken} />
        <input type="hidden" name="intent" value="name" />
        <TextField
          id="fir-name"
          name="name"
          label={t("fir.name.label")}
          autoComplete="name"
          maxLength={NAME_MAX}
          defaultValue={props.value}
          error={props.error}
        />
        <button type="submit" className="button">
          {t("fir.name.save")}
        </button>
      </Form>
    </section>
  );
}
