import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/Spinner";

/** While a client-side navigation loads its data (a list's next page, an article), show the
 * SPEC's spinner instead of a page that seems frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === "loading" && !navigation.formMethod ? (
    <div className="navigation-progress">
      <Spinner />
    </div>
  ) : null;
}
