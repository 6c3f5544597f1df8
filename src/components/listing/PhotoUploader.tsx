import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { photoFileProblem, uploadPhotoFile } from '#src/client/upload.ts';
import { PHOTO_MESSAGES } from '#src/shared/api/photos.ts';
import { MAX_LISTING_PHOTOS } from '#src/shared/validation/listing-wording.ts';
import { imageSrcSet } from '#src/shared/warehouse.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { m } from '#src/shared/i18n/messages.ts';

interface PhotoUploaderProps {
  /** The listing's photo URLs in order; the first is the cover. */
  value: string[];
  onChange(urls: string[]): void;
  /** The file input's id, for a label elsewhere in the form. */
  id?: string;
  error?: string;
}

/** A file chosen but not (yet) among the photos: waiting, being sent, or refused. */
interface PendingFile {
  key: number;
  name: string;
  /** Its turn has come: a large photo is being made smaller, or the first bytes are on their way. */
  started?: boolean;
  /** Share of the file sent (0-1); at 1 the server is still re-encoding it. */
  sent: number;
  error?: string;
}

const PHOTO_DRAG = 'application/x-listing-photo';
const isFileDrag = (e: DragEvent) =>
  e.dataTransfer.types.includes('Files') && !e.dataTransfer.types.includes(PHOTO_DRAG);

const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The listing form's photos (docs/decisions/photos.md): files go up one at a time, each with the
 * progress its upload really makes; a photo joins `value` when the server has stored it. The
 * browser refuses early what the server would refuse, in the same words; the server decides.
 */
export function PhotoUploader({ value, onChange, id, error }: PhotoUploaderProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const focusAfterChange = useRef<{ url: string; action: 'left' | 'right' | 'remove' } | null>(null);

  // Uploads finish after later renders: they add to the newest photos and call the newest onChange.
  const current = useRef({ value, onChange });
  useEffect(() => {
    current.current = { value, onChange };
  }, [value, onChange]);

  const queue = useRef<{ key: number; name: string; file: File }[]>([]);
  const uploading = useRef(false);
  const nextKey = useRef(0);
  const stop = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(
      `[data-photo="${CSS.escape(target.url)}"] button`,
    );
    const preferred = [...(buttons ?? [])].find((b) => b.dataset.action === target.action && !b.disabled);
    (preferred ?? [...(buttons ?? [])].find((b) => !b.disabled))?.focus();
  }, [value]);

  const patch = (key: number, change: Partial<PendingFile>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function uploadQueued() {
    if (uploading.current) return;
    uploading.current = true;
    const { signal } = stop.current;
    for (let job = queue.current.shift(); job && !signal.aborted; job = queue.current.shift()) {
      const { key, name, file } = job;
      patch(key, { started: true });
      const result = await uploadPhotoFile(file, { signal, onProgress: (sent) => patch(key, { sent }) });
      if (signal.aborted) break;
      if (result.ok) {
        const next = [...current.current.value, result.photo.url];
        current.current = { ...current.current, value: next };
        current.current.onChange(next);
        setPending((items) => items.filter((item) => item.key !== key));
        setAnnouncement(
          m.listing_name_uploaded_length_max({ name, length: next.length, max_listing_photos: MAX_LISTING_PHOTOS }),
        );
      } else {
        patch(key, { error: result.message });
        setAnnouncement(m.listing_name_was_not_uploaded({ name, message: result.message }));
      }
    }
    uploading.current = false;
  }

  function addFiles(files: File[]) {
    if (!files.length) return;
    let room = MAX_LISTING_PHOTOS - current.current.value.length - queue.current.length - (uploading.current ? 1 : 0);
    const added: PendingFile[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const problem = photoFileProblem(file) ?? (room > 0 ? null : PHOTO_MESSAGES.tooMany);
      added.push({ key, name: file.name, sent: 0, error: problem ?? undefined });
      if (problem) continue;
      room -= 1;
      queue.current.push({ key, name: file.name, file });
    }
    // Refusals of an earlier choice have been read by now; this choice's own stay until dismissed.
    setPending((items) => [...items.filter((item) => !item.error), ...added]);
    void uploadQueued();
  }

  /** `refocus`: a button moved its own photo, and keeps the keyboard on it at its new place. */
  function moveTo(from: number, to: number, refocus = true) {
    if (from === to) return;
    const next = [...value];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    if (refocus) focusAfterChange.current = { url: photo!, action: to < from ? 'left' : 'right' };
    onChange(next);
    setAnnouncement(
      to === 0
        ? m.photo_moved_cover({ n: to + 1, total: next.length })
        : m.photo_moved({ n: to + 1, total: next.length }),
    );
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusAfterChange.current = { url: neighbour, action: 'remove' };
    else document.getElementById(inputId)?.focus();
    onChange(next);
    setAnnouncement(
      m.listing_photo_p_removed_length({ p: index + 1, length: next.length, max_listing_photos: MAX_LISTING_PHOTOS }),
    );
  }

  // Files dropped anywhere on the uploader are taken: dropped beside the zone, the browser would open
  // the image in place of the form.
  const fileDrag = {
    onDragEnter: (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (isFileDrag(e)) e.preventDefault();
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      setDragging(false);
      addFiles([...e.dataTransfer.files]);
    },
  };

  /** Thumbnails can also be dragged onto one another, where a pointer allows it; the buttons always do. */
  const photoDrag = (index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(PHOTO_DRAG, String(index));
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: DragEvent) => {
      if (e.dataTransfer.types.includes(PHOTO_DRAG)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes(PHOTO_DRAG)) return;
      e.preventDefault();
      moveTo(Number(e.dataTransfer.getData(PHOTO_DRAG)), index, false);
    },
  });

  const full = value.length + pending.filter((item) => !item.error).length >= MAX_LISTING_PHOTOS;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-4" data-photo-uploader {...fileDrag}>
      <div
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-brand bg-brand-soft' : error ? 'border-danger bg-surface' : 'border-line bg-surface'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-8 w-8 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          aria-hidden="true"
        >
          <path
            d="M4 16.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1.5M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div className="flex flex-col items-center gap-2 sm:flex-row">
          <input
            id={inputId}
            type="file"
            multiple
            accept={'image/jpeg,image/png,image/webp'}
            className="peer sr-only"
            disabled={full}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              addFiles([...(e.currentTarget.files ?? [])]);
              e.currentTarget.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="btn-secondary cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-[var(--focus)] peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            {m.listing_choose_photos()}
          </label>
          <span className="text-sm text-ink-muted">{m.listing_or_drag_them_here()}</span>
        </div>
        <p id={hintId} className="max-w-md text-xs text-ink-muted">
          {full
            ? m.listing_listing_shows_up_max({ max_listing_photos: MAX_LISTING_PHOTOS })
            : m.listing_jpeg_png_or_webp({ max_listing_photos: MAX_LISTING_PHOTOS })}
        </p>
      </div>

      {pending.length > 0 && (
        <ul className="space-y-2" aria-label={m.listing_uploads()}>
          {pending.map((item) => (
            <PendingRow
              key={item.key}
              item={item}
              onDismiss={() => setPending((items) => items.filter((i) => i.key !== item.key))}
            />
          ))}
        </ul>
      )}

      {value.length > 0 && (
        <ol
          ref={list}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label={m.listing_photos_first_cover()}
        >
          {value.map((url, index) => (
            <li key={url} data-photo={url} className="card cursor-grab overflow-hidden" {...photoDrag(index)}>
              <div className="relative aspect-[4/3] bg-surface-muted">
                <img
                  src={url}
                  srcSet={imageSrcSet(url) || undefined}
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
                  alt={index === 0 ? m.listing_photo_1_cover() : m.listing_photo_p({ p: index + 1 })}
                  className="pointer-events-none h-full w-full object-cover"
                  draggable={false}
                  decoding="async"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-on-brand shadow-sm">
                    {m.listing_cover()}
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1 px-1.5 py-1">
                <div className="flex gap-0.5">
                  <MoveButton
                    direction="left"
                    index={index}
                    disabled={index === 0}
                    onMove={() => moveTo(index, index - 1)}
                  />
                  <MoveButton
                    direction="right"
                    index={index}
                    disabled={index === value.length - 1}
                    onMove={() => moveTo(index, index + 1)}
                  />
                </div>
                <button
                  type="button"
                  className={`${ICON_BUTTON} hover:text-danger`}
                  data-action="remove"
                  aria-label={m.listing_remove_photo_p({ p: index + 1 })}
                  title={m.compare_remove()}
                  onClick={() => remove(index)}
                >
                  <Icon name="close" className="h-5 w-5" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function MoveButton({
  direction,
  index,
  disabled,
  onMove,
}: {
  direction: 'left' | 'right';
  index: number;
  disabled: boolean;
  onMove(): void;
}) {
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      data-action={direction}
      aria-label={direction === 'left' ? m.photo_move_left({ n: index + 1 }) : m.photo_move_right({ n: index + 1 })}
      title={direction === 'left' ? m.photo_move_left_short() : m.photo_move_right_short()}
      disabled={disabled}
      onClick={onMove}
    >
      <Icon name="chevronDown" className={`h-5 w-5 ${direction === 'left' ? 'rotate-90' : '-rotate-90'}`} />
    </button>
  );
}

function statusOf(item: PendingFile, percent: number): string {
  if (item.error) return item.error;
  if (item.sent >= 1) return m.listing_processing();
  if (item.sent > 0) return `${percent}%`;
  return item.started ? m.listing_preparing() : m.listing_waiting();
}

function PendingRow({ item, onDismiss }: { item: PendingFile; onDismiss(): void }) {
  const percent = Math.round(item.sent * 100);
  const status = statusOf(item, percent);
  return (
    <li
      className={`rounded-lg border px-3 py-2.5 ${item.error ? 'border-danger bg-danger-soft' : 'border-line bg-surface'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate text-sm font-medium text-ink" title={item.name}>
          {item.name}
        </span>
        {item.error ? (
          <button
            type="button"
            className={`${ICON_BUTTON} -my-1.5 shrink-0`}
            aria-label={m.listing_dismiss_name({ name: item.name })}
            onClick={onDismiss}
          >
            <Icon name="close" className="h-4 w-4" />
          </button>
        ) : (
          <span className="shrink-0 text-xs text-ink-muted tabular-nums">{status}</span>
        )}
      </div>
      {item.error ? (
        <p className="mt-1 text-sm text-danger">{status}</p>
      ) : (
        <div
          role="progressbar"
          aria-label={m.listing_uploading_name({ name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={status}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </li>
  );
}
