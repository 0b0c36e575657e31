import { useState } from "react";

/** A property photo that removes itself when the address does not load. */
export function PropertyImage({
  src,
  alt,
  className = "",
  onFail,
}: {
  src: string;
  alt: string;
  className?: string;
  onFail?: (src: string) => void;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={className}
      onError={() => {
        setFailedSrc(src);
        onFail?.(src);
      }}
    />
  );
}
