import { useRef, useState, type KeyboardEvent } from 'react';
import { imageSrcSet } from '#src/shared/warehouse.ts';
import { hydratedMark, useHydrated } from '#src/components/ui/hydration.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface ImageGalleryProps {
  images: string[];
  name: string;
}

const MAIN_SIZES = '(min-width: 1024px) 760px, 100vw';

/**
 * The listing's photos: one large image, previous/next buttons and thumbnails. Arrow keys move
 * between photos while focus is anywhere in the gallery; Home and End jump to the ends.
 */
export function ImageGallery({ images, name }: ImageGalleryProps) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  if (images.length === 0) {
    return (
      <div
        className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface-muted text-ink-muted"
        data-gallery-placeholder
      >
        <svg
          viewBox="0 0 48 48"
          className="h-14 w-14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 20 24 8l18 12v20H6z" strokeLinejoin="round" />
          <path d="M14 40V26h20v14M14 32h20" />
        </svg>
        <p className="text-sm font-medium">{m.detail_no_photos_warehouse_yet()}</p>
      </div>
    );
  }

  const count = images.length;
  const go = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const onThumb = (e.target as HTMLElement).dataset.thumb !== undefined;
    go(moves[e.key]!, onThumb);
  };
  const src = images[index]!;

  return (
    <section
      {...hydratedMark(hydrated)}
      aria-roledescription="carousel"
      aria-label={m.detail_photos_name({ name })}
      onKeyDown={onKeyDown}
      data-gallery
    >
      <div className="relative overflow-hidden rounded-xl bg-surface-muted">
        <img
          key={src}
          src={src}
          srcSet={imageSrcSet(src) || undefined}
          sizes={MAIN_SIZES}
          alt={m.detail_name_photo_p_count({ name, p: index + 1, count })}
          width={960}
          height={600}
          className="aspect-[16/10] w-full object-cover"
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={m.detail_previous_photo()}
              className="absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-md hover:bg-surface left-3"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={m.detail_next_photo()}
              className="absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-md hover:bg-surface right-3"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 1 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
              </svg>
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-medium text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={m.detail_choose_photo()}>
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                data-thumb
                onClick={() => go(i)}
                aria-label={m.detail_show_photo_p_count({ p: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className="block overflow-hidden rounded-lg border-2 border-transparent opacity-80 transition hover:opacity-100 aria-[current=true]:border-brand aria-[current=true]:opacity-100"
              >
                <img
                  src={image}
                  srcSet={imageSrcSet(image) || undefined}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-[60px] w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
