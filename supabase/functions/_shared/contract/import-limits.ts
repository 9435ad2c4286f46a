// How big a CSV file an import takes: the web app checks before uploading, the API before reading.

export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export const IMPORT_TOO_LARGE_MESSAGE =
  "The file is larger than 5 MB. Split it (for example one file per year) and import the parts one by one.";
