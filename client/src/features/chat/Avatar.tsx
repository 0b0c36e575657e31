import { initials } from "@common/chat/pending";

/** A round avatar: the person's photo, else their initials. Decorative: the name is always written next to it. */
export function Avatar({
  firstName,
  lastName,
  imageUrl,
  size = "md",
  own = false,
}: {
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  size?: "sm" | "md";
  own?: boolean;
}) {
  const box = size === "sm" ? "h-8 w-8 text-xs" : "h-10 w-10 text-sm";
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={`${box} shrink-0 rounded-full bg-slate-100 object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${box} grid shrink-0 place-items-center rounded-full font-semibold ${
        own ? "bg-brand-600 text-white" : "bg-brand-100 text-brand-800"
      }`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
