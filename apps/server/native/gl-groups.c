/*
 * gl_groups: a hash aggregate for SQLite, which has none. SQLite answers GROUP BY by sorting
 * every input row (a temp B-tree), which for a busy topic's 175 K hits over 30 days was most of
 * the time of its site and author rankings and of the similar-article lists' cluster counts.
 *
 *   gl_groups(spec, key, v1, ..., vN)   (N <= 4)
 *
 * groups the rows by `key` (integer or text; rows whose key is NULL are skipped) and answers
 * one JSON text: an array of [key, count, a1, ..., aN] per group, where ai aggregates vi by the
 * i-th letter of the spec's first part: 's' sum, 'm' min, 'M' max (NULL values are ignored;
 * an aggregate of only NULLs is null). The spec may go on with ':' and an order, then ':' and a
 * limit: "sM:2d1d0a:10" keeps the 10 first groups ordered by column 2 descending, then column 1
 * descending, then column 0 ascending (columns of the output row; text by bytes, so by code
 * point as SQLite's BINARY collation; integers before text; NULL lowest). Values are taken as
 * 64-bit integers.
 *
 * Built by native/build.mjs at install; the server falls back to GROUP BY without it.
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXV 4
#define MAXORDER 8

typedef struct {
  int used, isText, tlen;
  int64_t ikey;
  char *tkey;
  int64_t count;
  int64_t v[MAXV];
  unsigned char has[MAXV];
} Slot;

typedef struct {
  Slot *slots;
  size_t cap, n;
  int nv, norder, err;
  long limit;
  char ops[MAXV];
  int orderCol[MAXORDER];
  int orderDesc[MAXORDER];
} Groups;

static uint64_t hashBytes(const unsigned char *p, int n) {
  uint64_t h = 1469598103934665603ULL;
  for (int i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211ULL;
  }
  return h;
}

static uint64_t hashInt(int64_t x) {
  uint64_t h = (uint64_t)x;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  h ^= h >> 33;
  return h;
}

static uint64_t hashSlot(const Slot *s) {
  return s->isText ? hashBytes((const unsigned char *)s->tkey, s->tlen) : hashInt(s->ikey);
}

static int grow(Groups *g) {
  size_t ncap = g->cap ? g->cap * 2 : 1024;
  Slot *ns = calloc(ncap, sizeof(Slot));
  if (!ns) return 0;
  for (size_t i = 0; i < g->cap; i++) {
    if (!g->slots[i].used) continue;
    size_t j = hashSlot(&g->slots[i]) & (ncap - 1);
    while (ns[j].used) j = (j + 1) & (ncap - 1);
    ns[j] = g->slots[i];
  }
  free(g->slots);
  g->slots = ns;
  g->cap = ncap;
  return 1;
}

/* Reads "ops[:order[:limit]]"; 1 when well formed for `nv` values. */
static int parseSpec(Groups *g, const char *spec, int nv) {
  int i = 0;
  g->nv = nv;
  g->limit = -1;
  while (spec[i] && spec[i] != ':') {
    if (i >= MAXV || (spec[i] != 's' && spec[i] != 'm' && spec[i] != 'M')) return 0;
    g->ops[i] = spec[i];
    i++;
  }
  if (i != nv) return 0;
  if (!spec[i]) return 1;
  i++;
  while (spec[i] && spec[i] != ':') {
    if (g->norder >= MAXORDER || spec[i] < '0' || spec[i] > '9') return 0;
    int col = spec[i] - '0';
    char dir = spec[i + 1];
    if (col > nv + 1 || (dir != 'a' && dir != 'd')) return 0;
    g->orderCol[g->norder] = col;
    g->orderDesc[g->norder] = dir == 'd';
    g->norder++;
    i += 2;
  }
  if (!spec[i]) return 1;
  char *end;
  g->limit = strtol(spec + i + 1, &end, 10);
  return *end == 0 && g->limit >= 0;
}

static void step(sqlite3_context *ctx, int argc, sqlite3_value **argv) {
  Groups **pg = sqlite3_aggregate_context(ctx, sizeof(Groups *));
  if (!pg) {
    sqlite3_result_error_nomem(ctx);
    return;
  }
  if (!*pg) {
    Groups *g = calloc(1, sizeof(Groups));
    if (!g) {
      sqlite3_result_error_nomem(ctx);
      return;
    }
    const char *spec = (const char *)sqlite3_value_text(argv[0]);
    if (argc < 2 || argc - 2 > MAXV || !spec || !parseSpec(g, spec, argc - 2)) g->err = 1;
    *pg = g;
  }
  Groups *g = *pg;
  if (g->err) return;
  int type = sqlite3_value_type(argv[1]);
  if (type == SQLITE_NULL) return;
  if ((g->n + 1) * 2 > g->cap && !grow(g)) {
    g->err = 2;
    return;
  }
  int isText = type != SQLITE_INTEGER;
  int64_t ikey = 0;
  const unsigned char *tkey = 0;
  int tlen = 0;
  uint64_t h;
  if (isText) {
    tkey = sqlite3_value_text(argv[1]);
    tlen = sqlite3_value_bytes(argv[1]);
    if (!tkey) {
      g->err = 2;
      return;
    }
    h = hashBytes(tkey, tlen);
  } else {
    ikey = sqlite3_value_int64(argv[1]);
    h = hashInt(ikey);
  }
  size_t j = h & (g->cap - 1);
  Slot *s;
  for (;;) {
    s = &g->slots[j];
    if (!s->used) {
      if (isText) {
        s->tkey = malloc(tlen + 1);
        if (!s->tkey) {
          g->err = 2;
          return;
        }
        memcpy(s->tkey, tkey, tlen);
        s->tkey[tlen] = 0;
        s->tlen = tlen;
      } else {
        s->ikey = ikey;
      }
      s->used = 1;
      s->isText = isText;
      g->n++;
      break;
    }
    if (s->isText == isText &&
        (isText ? s->tlen == tlen && memcmp(s->tkey, tkey, tlen) == 0 : s->ikey == ikey))
      break;
    j = (j + 1) & (g->cap - 1);
  }
  s->count++;
  for (int i = 0; i < g->nv; i++) {
    sqlite3_value *v = argv[2 + i];
    if (sqlite3_value_type(v) == SQLITE_NULL) continue;
    int64_t x = sqlite3_value_int64(v);
    if (!s->has[i]) {
      s->v[i] = x;
      s->has[i] = 1;
    } else if (g->ops[i] == 's') {
      s->v[i] += x;
    } else if (g->ops[i] == 'm' ? x < s->v[i] : x > s->v[i]) {
      s->v[i] = x;
    }
  }
}

/* Negative when a's column `col` orders before b's (ascending). */
static int compareCol(const Slot *a, const Slot *b, int col) {
  if (col == 0) {
    if (a->isText != b->isText) return a->isText ? 1 : -1;
    if (!a->isText) return a->ikey < b->ikey ? -1 : a->ikey > b->ikey;
    int n = a->tlen < b->tlen ? a->tlen : b->tlen;
    int c = memcmp(a->tkey, b->tkey, n);
    return c ? c : (a->tlen > b->tlen) - (a->tlen < b->tlen);
  }
  if (col == 1) return a->count < b->count ? -1 : a->count > b->count;
  int i = col - 2;
  if (a->has[i] != b->has[i]) return a->has[i] ? 1 : -1;
  if (!a->has[i]) return 0;
  return a->v[i] < b->v[i] ? -1 : a->v[i] > b->v[i];
}

static int before(const Groups *g, const Slot *a, const Slot *b) {
  for (int k = 0; k < g->norder; k++) {
    int c = compareCol(a, b, g->orderCol[k]);
    if (c) return g->orderDesc[k] ? c > 0 : c < 0;
  }
  return 0;
}

typedef struct {
  char *p;
  size_t n, cap;
  int err;
} Buf;

static void put(Buf *b, const char *s, size_t n) {
  if (b->err) return;
  if (b->n + n + 1 > b->cap) {
    size_t c = b->cap ? b->cap * 2 : 4096;
    while (c < b->n + n + 1) c *= 2;
    char *q = realloc(b->p, c);
    if (!q) {
      b->err = 1;
      return;
    }
    b->p = q;
    b->cap = c;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
}

static void putInt(Buf *b, int64_t x) {
  char t[32];
  int n = snprintf(t, sizeof t, "%lld", (long long)x);
  put(b, t, n);
}

static void putText(Buf *b, const char *s, int n) {
  put(b, "\"", 1);
  int from = 0;
  for (int i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\' || c < 0x20) {
      char e[8];
      int k = c == '"' || c == '\\' ? snprintf(e, sizeof e, "\\%c", c)
                                    : snprintf(e, sizeof e, "\\u%04x", c);
      put(b, s + from, i - from);
      put(b, e, k);
      from = i + 1;
    }
  }
  put(b, s + from, n - from);
  put(b, "\"", 1);
}

static void putSlot(Buf *b, const Groups *g, const Slot *s) {
  put(b, "[", 1);
  if (s->isText) putText(b, s->tkey, s->tlen);
  else putInt(b, s->ikey);
  put(b, ",", 1);
  putInt(b, s->count);
  for (int k = 0; k < g->nv; k++) {
    put(b, ",", 1);
    if (s->has[k]) putInt(b, s->v[k]);
    else put(b, "null", 4);
  }
  put(b, "]", 1);
}

static void freeGroups(Groups *g) {
  for (size_t i = 0; i < g->cap; i++)
    if (g->slots[i].used && g->slots[i].isText) free(g->slots[i].tkey);
  free(g->slots);
  free(g);
}

static void final(sqlite3_context *ctx) {
  Groups **pg = sqlite3_aggregate_context(ctx, 0);
  Groups *g = pg ? *pg : 0;
  if (!g) {
    sqlite3_result_text(ctx, "[]", 2, SQLITE_STATIC);
    return;
  }
  if (g->err) {
    if (g->err == 1) sqlite3_result_error(ctx, "gl_groups: bad spec", -1);
    else sqlite3_result_error_nomem(ctx);
    freeGroups(g);
    return;
  }
  Buf b = {0};
  put(&b, "[", 1);
  if (g->limit >= 0) {
    /* The first `limit` groups in order: insertion into a sorted array of that many. */
    size_t keep = (size_t)g->limit < g->n ? (size_t)g->limit : g->n, have = 0;
    const Slot **top = malloc((keep ? keep : 1) * sizeof(Slot *));
    if (!top) b.err = 1;
    for (size_t i = 0; top && i < g->cap; i++) {
      const Slot *s = &g->slots[i];
      if (!s->used || keep == 0) continue;
      if (have == keep && !before(g, s, top[have - 1])) continue;
      size_t at = have < keep ? have++ : keep - 1;
      while (at > 0 && before(g, s, top[at - 1])) {
        top[at] = top[at - 1];
        at--;
      }
      top[at] = s;
    }
    for (size_t i = 0; top && i < have; i++) {
      if (i) put(&b, ",", 1);
      putSlot(&b, g, top[i]);
    }
    free(top);
  } else {
    int first = 1;
    for (size_t i = 0; i < g->cap; i++) {
      if (!g->slots[i].used) continue;
      if (!first) put(&b, ",", 1);
      first = 0;
      putSlot(&b, g, &g->slots[i]);
    }
  }
  put(&b, "]", 1);
  if (b.err) {
    free(b.p);
    sqlite3_result_error_nomem(ctx);
  } else {
    sqlite3_result_text(ctx, b.p, (int)b.n, free);
  }
  freeGroups(g);
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_glgroups_init(sqlite3 *db, char **err, const sqlite3_api_routines *api) {
  SQLITE_EXTENSION_INIT2(api);
  (void)err;
  return sqlite3_create_function(db, "gl_groups", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, 0, 0,
                                 step, final);
}
