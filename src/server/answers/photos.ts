/** POST /api/photos answers 201 with the stored photo; a listing's `images` names it by `url`. */
export interface UploadedPhoto {
  /** The 960-pixel WebP file; imageSrcSet derives the other widths from it. */
  url: string;
  width: number;
  height: number;
}
