// Which folding sections a person opened or closed (the landlord dashboard's cards), kept in this browser: the
// page opens the way they left it. Sections they never touched follow their default.

const STORED = "nyumba.folds";

type Folds = Record<string, boolean>;

function read(): Folds {
  try {
    const value = JSON.parse(localStorage.getItem(STORED) ?? "{}") as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Folds) : {};
  } catch {
    return {};
  }
}

/** Whether the person left section `id` open (true) or closed (false); undefined when they never chose. */
export function storedFold(id: string): boolean | undefined {
  const value = read()[id];
  return typeof value === "boolean" ? value : undefined;
}

/** Remembers that section `id` is open or closed. */
export function storeFold(id: string, open: boolean): void {
  try {
    localStorage.setItem(STORED, JSON.stringify({ ...read(), [id]: open }));
  } catch {
    // Storage refused (private mode): the choice lasts this visit.
  }
}
