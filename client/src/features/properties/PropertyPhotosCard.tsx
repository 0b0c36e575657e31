import type { Message } from "@common/i18n/message";
import type { ListingPhoto } from "@common/schemas/listings";
import { ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { PhotoPicker } from "@/components/PhotoPicker";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { MAX_PROPERTY_PHOTOS, usePropertyPhotos } from "./property-photos";

/**
 * The edit page's photos: the ones saved, each with a remove button, and new ones added at once (the first is
 * the property's front photo on its card and its listing).
 */
export function PropertyPhotosCard({ propertyId, photos }: { propertyId: number; photos: ListingPhoto[] }) {
  const { add, remove } = usePropertyPhotos(propertyId);
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<Message | undefined>();
  const room = MAX_PROPERTY_PHOTOS - photos.length;
  const failed = (title: Message) => (e: unknown) =>
    toast({ variant: "destructive", title, description: apiErrorMessage(e, t("common.genericError")) });

  const send = () =>
    add.mutate(chosen, {
      onSuccess: () => {
        toast({
          title: t("listings.photosAddedTitle"),
          description: t("listings.photosAdded", { count: chosen.length }),
        });
        setChosen([]);
      },
      onError: failed(t("listings.photosFailedTitle")),
    });

  return (
    <div className="space-y-4" data-testid="property-photos">
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((p, i) => (
            <li key={p.id} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
              <img
                src={p.thumbUrl}
                alt=""
                width={p.width}
                height={p.height}
                className="h-full w-full object-cover"
              />
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={t("listings.removePhoto", { n: i + 1 })}
                onClick={() =>
                  remove.mutate(p.id, {
                    onSuccess: () => toast({ title: t("listings.photoRemovedTitle") }),
                    onError: failed(t("common.genericError")),
                  })
                }
                className="absolute top-0 right-0 grid h-11 w-11 place-items-center text-white"
              >
                <span className="grid h-7 w-7 place-items-center rounded-full bg-slate-900/70">
                  <X aria-hidden className="h-4 w-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <>
          <PhotoPicker
            photos={chosen}
            max={room}
            error={error}
            disabled={add.isPending}
            testId="property-photos-input"
            onChange={(files, err) => {
              setChosen(files);
              setError(err);
            }}
          />
          {chosen.length > 0 && (
            <Button onClick={send} disabled={add.isPending}>
              <ImagePlus aria-hidden className="h-4 w-4" />
              {add.isPending ? t("common.saving") : t("listings.addPhotos")}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
