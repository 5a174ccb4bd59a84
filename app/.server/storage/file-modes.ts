/**
 * The modes of what the application keeps on disk (the SQLite database in DATA_DIR, the uploaded
 * files in STORAGE_DIR): the service's user reads and writes, its group reads, other local users
 * get nothing, because complainants' names, mobile numbers and photos are in them. They are what
 * the service's UMask=0027 gives everything the server creates (docs/deployment.md); uploads are
 * written with them whatever the umask, and a restore, which runs under the operator's umask and
 * copies files with the modes they had in the backup, sets them on everything it puts back.
 */
export const DATA_FILE_MODE = 0o640;
export const DATA_FOLDER_MODE = 0o750;
