import type { MeterView } from "@common/schemas/meters";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { testQueryClient } from "@/test/render";
import { ReadingForm } from "./ReadingForm";

const upload = vi.fn();
vi.mock("@/lib/upload", () => ({ upload: (...args: unknown[]) => upload(...args) }));

const meter: MeterView = {
  id: "5b0c1c5e-8a7e-4f2b-9f0e-0a1b2c3d4e5f",
  unitId: 1,
  utility: "water",
  measure: "m3",
  serial: "NWSC-1",
  pricing: "per_unit",
  tariff: 3516,
  installedOn: "2026-01-01",
  lastReading: null,
  openDisputes: 0,
};

function setup(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ReadingForm meter={meter} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  const value = screen.getByLabelText(/Reading \(m³\)/);
  const photo = screen.getByLabelText("Photo of the meter") as HTMLInputElement;
  const save = screen.getByRole("button", { name: "Save reading" });
  return { value, photo, save, onSaved };
}

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "meter.jpg", { type: "image/jpeg" });

beforeEach(() => upload.mockReset());

describe("the Record Reading form", () => {
  it("asks for a number and a photo before sending anything", async () => {
    const { value, save } = setup();
    fireEvent.change(value, { target: { value: "12,3.4.5" } });
    fireEvent.click(save);
    expect(await screen.findByText(/Enter the reading as a number/)).toBeTruthy();
    expect(screen.getByText("Take a photo of the meter.")).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("sends the value, today's date and the photo with one key, the same key again after a failure", async () => {
    const { value, photo, save, onSaved } = setup();
    fireEvent.change(value, { target: { value: "1216.4" } });
    fireEvent.change(photo, { target: { files: [jpeg()] } });
    upload.mockRejectedValueOnce(new ApiError(0, "NETWORK_ERROR", "offline" as never));
    fireEvent.click(save);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [id, form, opts] = upload.mock.calls[0] as [
      string,
      FormData,
      { idempotencyKey: string; params: { id: string } },
    ];
    expect(id).toBe("meters.record");
    expect(opts.params.id).toBe(meter.id);
    expect(form.get("value")).toBe("1216.4");
    expect(form.get("readOn")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((form.get("photo") as File).name).toBe("meter.jpg");
    expect(onSaved).not.toHaveBeenCalled();

    upload.mockResolvedValueOnce({ charged: true, amount: 43_598 });
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const retryKey = (upload.mock.calls[1] as [string, FormData, { idempotencyKey: string }])[2]
      .idempotencyKey;
    expect(retryKey).toBe(opts.idempotencyKey);
    expect((value as HTMLInputElement).value).toBe("");
  });
});
