/*
 * gl-walbuf: a SQLite VFS that gathers a transaction's WAL frames into one write.
 *
 * SQLite writes each WAL frame with two write calls (its 24-byte header, then the page), so a
 * commit of N dirty pages makes 2N system calls: ~3.2 µs a frame on this machine kind against
 * ~0.25 µs for the same bytes in one call. With 10,000 active rules an ingested article dirties
 * ~90 pages (each hit lands on its rule's page of rule_hit), so the calls were a sixth of its
 * ingest.
 *
 * This VFS wraps the default one and passes everything through, except the writes to a WAL file
 * that append to what this handle wrote before: those gather in a buffer, which is written
 * - with the page of a commit frame (the frame whose header carries the database size), inside
 *   that frame's own write call, so a failed write fails the commit as before, and before the
 *   commit is published in the WAL index (readers, the checkpointer) at all;
 * - before anything else touches the file: a write elsewhere (a frame rewritten in place), a
 *   read (a spilled page read back), a sync, a size, a truncation, a close;
 * - before the database file's WAL-index barrier and locks, as a last guard;
 * - when it is full (4 MB).
 * The bytes in the file and their order are those SQLite would have written; only the number of
 * calls changes. Durability is unchanged: SQLite syncs the WAL only at checkpoints under
 * synchronous=NORMAL, and a commit's bytes are in the file when its write returns.
 *
 * Loading the extension registers the VFS as the process's default (for connections opened after
 * it) and keeps it loaded: db/sqlite-wal-buffer.ts loads it once per process, through a
 * connection of its own, before the server opens its database. Built by native/build.mjs.
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1
#include <string.h>

#define WALBUF_NAME "glwalbuf"
#define WALBUF_CAP (4 * 1024 * 1024)
#define FRAME_HEADER 24
/* The unix VFS writes at most 128 KB - 1 in one call (seekAndWriteFd masks the count). */
#define WRITE_CHUNK (0x1ffff & ~4095)

typedef struct BufFile BufFile;
struct BufFile {
  sqlite3_file base;
  sqlite3_file *real;     /* the wrapped VFS's file, allocated right after this struct */
  int isWal;
  BufFile *wal;           /* a main database file: its connection's WAL file, once open */
  BufFile *main;          /* a WAL file: its database file */
  unsigned char *buf;     /* a WAL file: bytes gathered for [bufOff, bufOff + nBuf) */
  int nBuf;
  sqlite3_int64 bufOff;
  sqlite3_int64 end;      /* a WAL file: the end of what this handle wrote (0 after a restart) */
  int commitPending;      /* the last gathered write was a commit frame's header */
  sqlite3_int64 gathered; /* a WAL file: writes gathered, and the calls that wrote them */
  sqlite3_int64 flushes;
};

static sqlite3_vfs walbufVfs;
static sqlite3_io_methods walbufMethods;

static sqlite3_vfs *realVfs(void) { return (sqlite3_vfs *)walbufVfs.pAppData; }

/* Writes the gathered bytes; on failure they stay, so the next call retries and reports. */
static int flushBuf(BufFile *p) {
  if (p == 0 || p->nBuf == 0) return SQLITE_OK;
  int done = 0;
  while (done < p->nBuf) {
    int n = p->nBuf - done < WRITE_CHUNK ? p->nBuf - done : WRITE_CHUNK;
    int rc = p->real->pMethods->xWrite(p->real, p->buf + done, n, p->bufOff + done);
    if (rc != SQLITE_OK) {
      /* The written part is written again with the rest by the next call. */
      return rc;
    }
    done += n;
    p->flushes++;
  }
  p->nBuf = 0;
  return SQLITE_OK;
}

static unsigned int get4(const unsigned char *z) {
  return ((unsigned)z[0] << 24) | ((unsigned)z[1] << 16) | ((unsigned)z[2] << 8) | z[3];
}

static int bufClose(sqlite3_file *f) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p);
  if (p->isWal && p->main && p->main->wal == p) p->main->wal = 0;
  if (!p->isWal && p->wal && p->wal->main == p) p->wal->main = 0;
  sqlite3_free(p->buf);
  p->buf = 0;
  int rc2 = p->real->pMethods->xClose(p->real);
  return rc != SQLITE_OK ? rc : rc2;
}

static int bufRead(sqlite3_file *f, void *z, int n, sqlite3_int64 off) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p);
  if (rc != SQLITE_OK) return rc;
  return p->real->pMethods->xRead(p->real, z, n, off);
}

static int bufWrite(sqlite3_file *f, const void *z, int n, sqlite3_int64 off) {
  BufFile *p = (BufFile *)f;
  if (!p->isWal) return p->real->pMethods->xWrite(p->real, z, n, off);
  int rc;
  /* After a commit frame's header comes its page: the frame ends the transaction. */
  int endsCommit = p->commitPending;
  p->commitPending = n == FRAME_HEADER && get4((const unsigned char *)z + 4) != 0;
  int follows = p->nBuf > 0 && off == p->bufOff + p->nBuf && p->nBuf + n <= WALBUF_CAP;
  int starts = p->nBuf == 0 && off >= p->end && off > 0 && n <= WALBUF_CAP;
  if ((follows || starts) && p->buf == 0) {
    p->buf = sqlite3_malloc(WALBUF_CAP);
  }
  if ((follows || starts) && p->buf != 0) {
    if (starts) p->bufOff = off;
    memcpy(p->buf + p->nBuf, z, n);
    p->nBuf += n;
    p->gathered++;
    if (off + n > p->end) p->end = off + n;
    /* The transaction's frames go out in this call, so its commit fails if they do. */
    return endsCommit ? flushBuf(p) : SQLITE_OK;
  }
  rc = flushBuf(p);
  if (rc != SQLITE_OK) return rc;
  if (off == 0) p->end = 0; /* the WAL starts over at its header */
  rc = p->real->pMethods->xWrite(p->real, z, n, off);
  if (rc == SQLITE_OK && off + n > p->end) p->end = off + n;
  return rc;
}

static int bufTruncate(sqlite3_file *f, sqlite3_int64 size) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p);
  if (rc != SQLITE_OK) return rc;
  if (p->end > size) p->end = size;
  return p->real->pMethods->xTruncate(p->real, size);
}

static int bufSync(sqlite3_file *f, int flags) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p->isWal ? p : p->wal);
  if (rc != SQLITE_OK) return rc;
  return p->real->pMethods->xSync(p->real, flags);
}

static int bufFileSize(sqlite3_file *f, sqlite3_int64 *size) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p);
  if (rc != SQLITE_OK) return rc;
  return p->real->pMethods->xFileSize(p->real, size);
}

static int bufLock(sqlite3_file *f, int level) {
  BufFile *p = (BufFile *)f;
  flushBuf(p->isWal ? p : p->wal);
  return p->real->pMethods->xLock(p->real, level);
}

static int bufUnlock(sqlite3_file *f, int level) {
  BufFile *p = (BufFile *)f;
  flushBuf(p->isWal ? p : p->wal);
  return p->real->pMethods->xUnlock(p->real, level);
}

static int bufCheckReservedLock(sqlite3_file *f, int *out) {
  BufFile *p = (BufFile *)f;
  return p->real->pMethods->xCheckReservedLock(p->real, out);
}

static int bufFileControl(sqlite3_file *f, int op, void *arg) {
  BufFile *p = (BufFile *)f;
  int rc = flushBuf(p->isWal ? p : p->wal);
  if (rc != SQLITE_OK) return rc;
  if (op == SQLITE_FCNTL_PRAGMA && arg && !p->isWal) {
    /* PRAGMA glwalbuf: the connection's WAL writes gathered and the calls that wrote them. */
    char **args = (char **)arg;
    if (args[1] && sqlite3_stricmp(args[1], WALBUF_NAME) == 0) {
      args[0] = sqlite3_mprintf("{\"gathered\":%lld,\"writes\":%lld}",
                                p->wal ? p->wal->gathered : 0, p->wal ? p->wal->flushes : 0);
      return SQLITE_OK;
    }
  }
  if (op == SQLITE_FCNTL_VFSNAME && arg) {
    rc = p->real->pMethods->xFileControl(p->real, op, arg);
    if (rc == SQLITE_OK) {
      char *inner = *(char **)arg;
      *(char **)arg = sqlite3_mprintf("%s/%s", WALBUF_NAME, inner ? inner : "");
      sqlite3_free(inner);
    }
    return rc;
  }
  return p->real->pMethods->xFileControl(p->real, op, arg);
}

static int bufSectorSize(sqlite3_file *f) {
  BufFile *p = (BufFile *)f;
  return p->real->pMethods->xSectorSize(p->real);
}

static int bufDeviceCharacteristics(sqlite3_file *f) {
  BufFile *p = (BufFile *)f;
  return p->real->pMethods->xDeviceCharacteristics(p->real);
}

static int bufShmMap(sqlite3_file *f, int region, int size, int extend, void volatile **pp) {
  BufFile *p = (BufFile *)f;
  return p->real->pMethods->xShmMap(p->real, region, size, extend, pp);
}

static int bufShmLock(sqlite3_file *f, int offset, int n, int flags) {
  BufFile *p = (BufFile *)f;
  flushBuf(p->wal);
  return p->real->pMethods->xShmLock(p->real, offset, n, flags);
}

static void bufShmBarrier(sqlite3_file *f) {
  BufFile *p = (BufFile *)f;
  flushBuf(p->wal);
  p->real->pMethods->xShmBarrier(p->real);
}

static int bufShmUnmap(sqlite3_file *f, int deleteFlag) {
  BufFile *p = (BufFile *)f;
  flushBuf(p->wal);
  return p->real->pMethods->xShmUnmap(p->real, deleteFlag);
}

static int bufFetch(sqlite3_file *f, sqlite3_int64 off, int n, void **pp) {
  BufFile *p = (BufFile *)f;
  if (p->isWal) {
    *pp = 0;
    return SQLITE_OK;
  }
  return p->real->pMethods->xFetch(p->real, off, n, pp);
}

static int bufUnfetch(sqlite3_file *f, sqlite3_int64 off, void *page) {
  BufFile *p = (BufFile *)f;
  return p->real->pMethods->xUnfetch(p->real, off, page);
}

static int bufOpen(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *f, int flags,
                   int *outFlags) {
  (void)vfs;
  BufFile *p = (BufFile *)f;
  memset(p, 0, sizeof(*p));
  p->real = (sqlite3_file *)&p[1];
  int rc = realVfs()->xOpen(realVfs(), name, p->real, flags, outFlags);
  if (p->real->pMethods == 0) {
    p->base.pMethods = 0;
    return rc;
  }
  if (p->real->pMethods->iVersion < 3) {
    /* Not a file this VFS knows how to wrap (it needs the shared-memory methods). */
    p->real->pMethods->xClose(p->real);
    p->base.pMethods = 0;
    return SQLITE_CANTOPEN;
  }
  p->base.pMethods = &walbufMethods;
  if (rc == SQLITE_OK && (flags & SQLITE_OPEN_WAL) && name) {
    sqlite3_file *main = sqlite3_database_file_object(name);
    if (main && main->pMethods == &walbufMethods) {
      p->isWal = 1;
      p->main = (BufFile *)main;
      p->main->wal = p;
    }
  }
  return rc;
}

static int vDelete(sqlite3_vfs *v, const char *z, int sync) {
  (void)v;
  return realVfs()->xDelete(realVfs(), z, sync);
}
static int vAccess(sqlite3_vfs *v, const char *z, int flags, int *out) {
  (void)v;
  return realVfs()->xAccess(realVfs(), z, flags, out);
}
static int vFullPathname(sqlite3_vfs *v, const char *z, int n, char *out) {
  (void)v;
  return realVfs()->xFullPathname(realVfs(), z, n, out);
}
static void *vDlOpen(sqlite3_vfs *v, const char *z) {
  (void)v;
  return realVfs()->xDlOpen(realVfs(), z);
}
static void vDlError(sqlite3_vfs *v, int n, char *z) {
  (void)v;
  realVfs()->xDlError(realVfs(), n, z);
}
static void (*vDlSym(sqlite3_vfs *v, void *h, const char *z))(void) {
  (void)v;
  return realVfs()->xDlSym(realVfs(), h, z);
}
static void vDlClose(sqlite3_vfs *v, void *h) {
  (void)v;
  realVfs()->xDlClose(realVfs(), h);
}
static int vRandomness(sqlite3_vfs *v, int n, char *z) {
  (void)v;
  return realVfs()->xRandomness(realVfs(), n, z);
}
static int vSleep(sqlite3_vfs *v, int us) {
  (void)v;
  return realVfs()->xSleep(realVfs(), us);
}
static int vCurrentTime(sqlite3_vfs *v, double *t) {
  (void)v;
  return realVfs()->xCurrentTime(realVfs(), t);
}
static int vGetLastError(sqlite3_vfs *v, int n, char *z) {
  (void)v;
  return realVfs()->xGetLastError(realVfs(), n, z);
}
static int vCurrentTimeInt64(sqlite3_vfs *v, sqlite3_int64 *t) {
  (void)v;
  return realVfs()->xCurrentTimeInt64(realVfs(), t);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_glwalbuf_init(sqlite3 *db, char **err, const sqlite3_api_routines *api) {
  (void)db;
  (void)err;
  SQLITE_EXTENSION_INIT2(api);
  if (sqlite3_vfs_find(WALBUF_NAME)) return SQLITE_OK_LOAD_PERMANENTLY;
  sqlite3_vfs *inner = sqlite3_vfs_find(0);
  if (inner == 0 || inner->iVersion < 2) return SQLITE_ERROR;
  walbufMethods = (sqlite3_io_methods){
      3,         bufClose,       bufRead,     bufWrite,         bufTruncate,
      bufSync,   bufFileSize,    bufLock,     bufUnlock,        bufCheckReservedLock,
      bufFileControl, bufSectorSize, bufDeviceCharacteristics, bufShmMap, bufShmLock,
      bufShmBarrier, bufShmUnmap, bufFetch,   bufUnfetch};
  walbufVfs = (sqlite3_vfs){0};
  walbufVfs.iVersion = 2;
  walbufVfs.szOsFile = (int)sizeof(BufFile) + inner->szOsFile;
  walbufVfs.mxPathname = inner->mxPathname;
  walbufVfs.zName = WALBUF_NAME;
  walbufVfs.pAppData = inner;
  walbufVfs.xOpen = bufOpen;
  walbufVfs.xDelete = vDelete;
  walbufVfs.xAccess = vAccess;
  walbufVfs.xFullPathname = vFullPathname;
  walbufVfs.xDlOpen = vDlOpen;
  walbufVfs.xDlError = vDlError;
  walbufVfs.xDlSym = vDlSym;
  walbufVfs.xDlClose = vDlClose;
  walbufVfs.xRandomness = vRandomness;
  walbufVfs.xSleep = vSleep;
  walbufVfs.xCurrentTime = vCurrentTime;
  walbufVfs.xGetLastError = vGetLastError;
  walbufVfs.xCurrentTimeInt64 = vCurrentTimeInt64;
  int rc = sqlite3_vfs_register(&walbufVfs, 1);
  return rc == SQLITE_OK ? SQLITE_OK_LOAD_PERMANENTLY : rc;
}
