import { Field, Select } from "@/components/ui/field";
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
    <Field label="Property" htmlFor={id} hint={isError ? "Properties could not be loaded." : undefined}>
      <Select
        id={id}
        name="propertyId"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={isLoading}
      >
        <option value="">{isLoading ? "Loading properties..." : "Select your property"}</option>
        {data?.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
