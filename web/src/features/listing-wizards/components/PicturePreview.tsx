import { useEffect, useState } from 'react';

/** A picked picture shown from memory (an object URL, released when it goes away). */
export function PicturePreview({ blob, alt, size = 160 }: { blob: Blob; alt: string; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (url === null) return <span className="picture-preview picture-preview--empty" />;
  return <img className="picture-preview" src={url} alt={alt} width={size} height={size} />;
}
