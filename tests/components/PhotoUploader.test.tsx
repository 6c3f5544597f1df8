// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoUploader } from '#src/components/listing/PhotoUploader.tsx';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#src/shared/api/photos.ts';
import { MAX_LISTING_PHOTOS } from '#src/shared/validation/listing-wording.ts';

/**
 * The network boundary: every upload is an XMLHttpRequest (src/client/upload.ts), which the test
 * drives by hand: how much of it has been sent, and what the server answers.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Async: the uploader goes on once the upload's promise has settled. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
  fileName() {
    return ((this.body as FormData).get('photo') as File).name;
  }
}

/** Waits for the upload the uploader starts next (it starts after the file has been checked). */
async function nextUpload(count: number): Promise<FakeUpload> {
  await vi.waitFor(() => expect(FakeUpload.sent.length).toBeGreaterThanOrEqual(count));
  return FakeUpload.sent[count - 1]!;
}

const photoUrl = (n: number) => `/api/photos/00000000-0000-4000-8000-${String(n).padStart(12, '0')}-960.webp`;
const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** The form holds the photos; the uploader reports changes to it. */
function Form({ initial = [] }: { initial?: string[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <label htmlFor="photos">Photos</label>
      <PhotoUploader id="photos" value={photos} onChange={setPhotos} />
    </>
  );
}

function setup(initial?: string[]) {
  // The picker's accept attribute would filter files out before the component sees them; a drop does not.
  const user = userEvent.setup({ applyAccept: false });
  render(<Form initial={initial} />);
  const choose = (...files: File[]) => user.upload(screen.getByLabelText('Photos'), files);
  return { user, choose };
}

const uploads = () => screen.getByRole('list', { name: 'Uploads' });
const photos = () => screen.queryAllByRole('img');

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhotoUploader', () => {
  it('shows each file’s progress as it is sent, then the photo once the server has stored it', async () => {
    const { choose } = setup();
    await choose(jpeg('dock.jpg'));

    const upload = await nextUpload(1);
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/photos');
    expect(upload.fileName()).toBe('dock.jpg');
    const bar = screen.getByRole('progressbar', { name: 'Uploading dock.jpg' });

    upload.progress(40, 100);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(uploads()).getByText('40%')).toBeDefined();

    upload.progress(100, 100);
    expect(bar.getAttribute('aria-valuetext')).toBe('Processing…');
    expect(photos()).toHaveLength(0);

    await upload.respond(201, { photo: { url: photoUrl(1), width: 960, height: 720 } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toBe(photoUrl(1));
    expect(screen.getByText('Cover')).toBeDefined();
  });

  it('sends files one at a time, in the order chosen', async () => {
    const { choose } = setup();
    await choose(jpeg('first.jpg'), jpeg('second.jpg'));

    const first = await nextUpload(1);
    expect(first.fileName()).toBe('first.jpg');
    expect(within(uploads()).getByText('Waiting…')).toBeDefined();
    expect(FakeUpload.sent).toHaveLength(1);

    await first.respond(201, { photo: { url: photoUrl(1), width: 960, height: 720 } });
    const second = await nextUpload(2);
    expect(second.fileName()).toBe('second.jpg');
    await second.respond(201, { photo: { url: photoUrl(2), width: 960, height: 720 } });

    expect(photos().map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 (cover)', 'Photo 2']);
  });

  it('refuses a file that is not JPEG, PNG or WebP without sending it', async () => {
    const { choose } = setup();
    await choose(new File(['%PDF-1.7'], 'floor-plan.pdf', { type: 'application/pdf' }));

    expect(within(uploads()).getByText(PHOTO_MESSAGES.unsupportedType)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Dismiss floor-plan.pdf' })).toBeDefined();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses a photo over 10 MB without sending it', async () => {
    const { choose } = setup();
    await choose(jpeg('huge.jpg', MAX_PHOTO_BYTES + 1));

    expect(within(uploads()).getByText(PHOTO_MESSAGES.tooLarge)).toBeDefined();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('takes photos up to the limit and refuses the ones beyond it', async () => {
    const nine = Array.from({ length: MAX_LISTING_PHOTOS - 1 }, (_, i) => photoUrl(i + 1));
    const { choose } = setup(nine);
    await choose(jpeg('tenth.jpg'), jpeg('eleventh.jpg'));

    const row = (name: string) => within(uploads()).getByText(name).closest('li')!;
    expect(within(row('eleventh.jpg')).getByText(PHOTO_MESSAGES.tooMany)).toBeDefined();
    const upload = await nextUpload(1);
    expect(upload.fileName()).toBe('tenth.jpg');
    await upload.respond(201, { photo: { url: photoUrl(10), width: 960, height: 720 } });

    expect(photos()).toHaveLength(MAX_LISTING_PHOTOS);
    expect(
      screen.getByText(`A listing shows up to ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`),
    ).toBeDefined();
    expect((screen.getByLabelText('Photos') as HTMLInputElement).disabled).toBe(true);
    expect(FakeUpload.sent).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses a photo, and lets it be dismissed', async () => {
    const { user, choose } = setup();
    await choose(jpeg('truncated.jpg'));

    const upload = await nextUpload(1);
    upload.progress(100, 100);
    await upload.respond(422, { message: PHOTO_MESSAGES.unreadable });

    expect(within(uploads()).getByText(PHOTO_MESSAGES.unreadable)).toBeDefined();
    expect(photos()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss truncated.jpg' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('says the upload failed when the connection drops', async () => {
    const { choose } = setup();
    await choose(jpeg('dock.jpg'));

    const upload = await nextUpload(1);
    await upload.fail();

    expect(within(uploads()).getByText(PHOTO_MESSAGES.uploadFailed)).toBeDefined();
    expect(photos()).toHaveLength(0);
  });

  it('removes a photo, and the next one becomes the cover', async () => {
    const { user } = setup([photoUrl(1), photoUrl(2)]);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    expect(photos()).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toBe(photoUrl(2));
    expect(screen.getByText('Photo 1 removed. 1 of 10 photos.')).toBeDefined();
  });
});
