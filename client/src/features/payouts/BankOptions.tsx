import { BANKS } from "@common/constants";

/** The options of a bank select: a placeholder (value "") and the eight banks. */
export function BankOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {BANKS.map((b) => (
        <option key={b} value={b}>
          {b}
        </option>
      ))}
    </>
  );
}
