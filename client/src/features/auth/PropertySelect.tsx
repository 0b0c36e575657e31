import { Field, Select } from "@/components/ui/field";
import { t } from "@/lib/i18n";
import { useApiQuery } from "@/lib/query";

/** The property dropdown of the sign-in screens, from GET /api/properties. Value is the id as a string, "" for none. */
export function PropertySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { data, isLoading, isError } = useApiQuery("properties.options");
  return (
    <Field
      label={t("common.property")}
      htmlFor={id}
      hint={isError ? t("auth.propertiesLoadFailed") : undefined}
    >
      <Select
        id={id}
        name="propertyId"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={isLoading}
      >
        <option value="">{isLoading ? t("auth.loadingProperties") : t("auth.selectYourProperty")}</option>
        {data?.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
