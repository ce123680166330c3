import { LIMITS } from '../../../contracts';
import { PREFIX_SETS } from './index-keys';

/**
 * Lua scripts of the directory index: each runs atomically in Redis, so two api instances
 * updating or reading the same entry never see half of a change. Lua's "\0", "\1" and "\255" are
 * bytes: "[w" .. "(w\255" is every member starting with w (UTF-8 never contains the byte 255).
 * Keys are built inside SEARCH from the ready generation, which ties the index to one Redis
 * (not Redis Cluster): fine for a cache that one `rebuild()` restores.
 */

/** Other words of a search starting at most this many parts are tested on the names (ZMSCORE), not on each record. */
const SEARCH_TESTED_PARTS = 8;

/**
 * What one search may read (seeks of the leapfrog, candidates tested) before it leaves the answer to the
 * database (the script answers false): whatever the directory's shape, a call stays within milliseconds.
 */
export const SEARCH_WORK = 2_000;

/** Sort keys a search may order in its scratch set (SEARCH_SCRIPT); more take a prefix set or the database. */
export const SEARCH_SORTED = 5_000;

/** Bumped when the layout changes: an index of another format is rebuilt at start. */
export const INDEX_FORMAT = '13';

/**
 * The first format with the prefix sets (the pickers' and the users table's): a generation of an
 * earlier one answers the pickers from its name ranges, and leaves the table's searches to the database.
 */
const PREFIX_SETS_SINCE_FORMAT = 7;

/**
 * The first format whose apply script drops a prefix's stored answer (PREFIX_ANSWER_LUA) whenever one
 * of its entries changes: an earlier generation's answers would not be kept right, so it stores none.
 */
const PREFIX_ANSWERS_SINCE_FORMAT = 9;

/**
 * The first format whose prefix sets hold every entry having their prefix (APPLY_SCRIPT, "whole"): an
 * earlier generation's capped sets are not refilled any more, and a prefix whose set lost one of its
 * first entries answers from the database (its "stale" set) until that generation is replaced.
 */
export const WHOLE_PREFIX_SETS_SINCE_FORMAT = 10;

/**
 * A stored answer is dropped after this even if nothing changed: it bounds how long one can outlive a
 * change that an older api instance applied during a rolling upgrade (its apply script drops none), and
 * the memory of prefixes nobody searches any more.
 */
const STORED_ANSWER_SECONDS = 600;

/**
 * Lua: the key of a prefix set's stored answer, the JSON a one-word search of that prefix sends (its
 * first PREFIX_SETS.size entries' answers joined): "<prefix set>\0answer" ("\0" never occurs in a part,
 * so no prefix set has that name). SEARCH_SCRIPT stores it the first time it answers the prefix from
 * its set; APPLY_SCRIPT drops it when an entry having that prefix changes (the only way the set's
 * entries or their answers change); it expires after STORED_ANSWER_SECONDS, and goes with its prefix set
 * when a generation is dropped.
 */
const PREFIX_ANSWER_LUA = String.raw`
local function answerKeyOf(prefixSet) return prefixSet .. '\0answer' end
`;

/**
 * Lua: the prefixes of `first` to `last` characters of a name part (UTF-8: Lua counts bytes), and
 * whether a word is itself such a prefix (its length in characters lies between them). The pickers'
 * prefix sets and the users table's short prefixes both take their keys from it.
 */
const CHARACTER_PREFIXES_LUA = String.raw`
local function prefixesBetween(part, first, last, into)
  local i, chars = 1, 0
  while i <= #part and chars < last do
    local b = string.byte(part, i)
    if b < 128 then i = i + 1 elseif b < 224 then i = i + 2 elseif b < 240 then i = i + 3 else i = i + 4 end
    chars = chars + 1
    if chars >= first then into[string.sub(part, 1, i - 1)] = true end
  end
end
local function lengthBetween(word, first, last)
  local prefixes = {}
  prefixesBetween(word, first, last, prefixes)
  return prefixes[word] == true
end
`;

/** Lua: the prefixes of a name part that have a pickers' prefix set (index-keys.ts); whether a search word has one. */
const PREFIX_SETS_LUA = String.raw`
${CHARACTER_PREFIXES_LUA}
local function prefixesOf(part, into) prefixesBetween(part, ${PREFIX_SETS.minChars}, ${PREFIX_SETS.maxChars}, into) end
local function hasPrefixSet(word) return lengthBetween(word, ${PREFIX_SETS.minChars}, ${PREFIX_SETS.maxChars}) end
`;

/**
 * Lua: an entry's record as stored in the data hash, "<answer JSON>\n<record JSON>" (index-keys.ts):
 * the record's fields (its sort key and parts), and the answer's JSON, the bytes a search answers
 * for it, or nil for a record of the previous layout (JSON only).
 */
const STORED_RECORD_LUA = String.raw`
local function recordOf(stored)
  local cut = string.find(stored, '\n', 1, true)
  if cut then stored = string.sub(stored, cut + 1) end
  return cjson.decode(stored)
end
local function answerOf(stored)
  local cut = string.find(stored, '\n', 1, true)
  if cut then return string.sub(stored, 1, cut - 1) end
  return nil
end
`;

/**
 * Redis commands one call of an apply script (APPLY_SCRIPT, TABLE_APPLY_SCRIPT, MEMBERS_APPLY_SCRIPT) starts
 * a new entry within: the call stops after the entry that reaches it and answers how many entries it
 * applied, and the api sends the rest in its next call. So a call runs at most this many commands plus
 * one entry's (each O(log n) or O(1) on the index's sets, whatever their size), ~0.3 ms of Redis, whatever
 * the entries are (new people, renames, people of many name parts or groups). An entry stays atomic, and a
 * call always applies at least one.
 */
export const APPLY_BUDGET = 128;

/**
 * Lua: the apply scripts' commands go through `call`, which counts them in `ops` (APPLY_BUDGET), and
 * `budgetSpent()`, checked before each entry but the first.
 */
const BUDGETED_CALLS_LUA = String.raw`
local ops = 0
local function call(...)
  ops = ops + 1
  return redis.call(...)
end
local function budgetSpent() return ops >= ${APPLY_BUDGET} end
`;

/**
 * KEYS: names, parts, data, labels, prefix registry. ARGV: layout ("whole" or "capped"), then id,
 * stored record (or "" to remove), label, id, record, label, …
 * Answers how many entries it applied, the first ones (APPLY_BUDGET): the api sends the others again.
 * The label (a person's full name, a group's title) goes to its own hash, so the whole id → name
 * map is one read of small fields. A change of labels bumps "<labels>:v", the version of the map
 * (`DirectoryIndex.personNames`).
 * Its work is bounded by the entries it is given, whatever the directory: a few commands per name part
 * and per prefix of a part, each O(log n), and never a read of the other entries sharing a prefix.
 * - "whole" (format WHOLE_PREFIX_SETS_SINCE_FORMAT on): a prefix set holds every entry having the
 *   prefix; an entry joins or leaves its sets (ZADD, ZREM) and nothing else moves.
 * - "capped" (a generation of an earlier format, answering while its replacement is built): its sets
 *   hold the first PREFIX_SETS.size entries; an entry joins and the set is cut back. A full set that
 *   loses one is not refilled (that read every name starting with the prefix: 37 s for 48,000 names
 *   sharing "las"): its prefix goes to the stale set ("<registry>\0stale"), whose one-word searches the
 *   database answers until the generation is replaced.
 * An entry whose record and label stay (a refresh that changes neither: every sign-in) costs two reads,
 * and one whose sort key and prefixes stay leaves its prefix sets alone.
 */
export const APPLY_SCRIPT = String.raw`
${PREFIX_SETS_LUA}
${STORED_RECORD_LUA}
${PREFIX_ANSWER_LUA}
${BUDGETED_CALLS_LUA}
local z, p, h, n, x = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local whole = ARGV[1] == 'whole'
local size = ${PREFIX_SETS.size}
local function join(prefix, key)
  local set = x .. ':' .. prefix
  if call('ZADD', set, 0, key) == 0 then return end
  if whole then
    call('SADD', x, prefix)
  else
    local count = call('ZCARD', set)
    if count == 1 then call('SADD', x, prefix) end
    if count > size then call('ZREMRANGEBYRANK', set, size, -1) end
  end
end
local function leave(prefix, key)
  local set = x .. ':' .. prefix
  if whole then
    if call('ZREM', set, key) == 1 and call('ZCARD', set) == 0 then call('SREM', x, prefix) end
  elseif call('ZREM', set, key) == 1 and call('ZCARD', set) == size - 1 then
    call('SADD', x .. '\0stale', prefix)
  end
end
local labelsChanged, applied = false, 0
for i = 2, #ARGV, 3 do
  if budgetSpent() then break end
  applied = applied + 1
  local id, json = ARGV[i], ARGV[i + 1]
  local label = false
  if json ~= '' then label = ARGV[i + 2] end
  local labelChanged = call('HGET', n, id) ~= label
  if labelChanged then labelsChanged = true end
  local old, rec = call('HGET', h, id), false
  local storedOld = old or ''
  if storedOld ~= json or labelChanged then
    local oldPrefixes, newPrefixes = {}, {}
    if old then
      old = recordOf(old)
      for _, part in ipairs(old.parts) do
        call('ZREM', z, part .. '\0' .. old.key)
        if call('ZLEXCOUNT', z, '[' .. part .. '\0', '(' .. part .. '\1') == 0 then call('ZREM', p, part) end
        prefixesOf(part, oldPrefixes)
      end
      call('HDEL', h, id)
      call('HDEL', n, id)
    end
    if json ~= '' then
      rec = recordOf(json)
      for _, part in ipairs(rec.parts) do
        call('ZADD', z, 0, part .. '\0' .. rec.key)
        call('ZADD', p, 0, part)
        prefixesOf(part, newPrefixes)
      end
      call('HSET', h, id, json)
      call('HSET', n, id, ARGV[i + 2])
    end
    local sameKey = old and rec and old.key == rec.key
    -- Any change of the entry (its set memberships, its answer) drops the stored answers of its prefixes, each once.
    if storedOld ~= json then
      local dropped = {}
      for prefix in pairs(oldPrefixes) do dropped[prefix] = true end
      for prefix in pairs(newPrefixes) do dropped[prefix] = true end
      for prefix in pairs(dropped) do call('DEL', answerKeyOf(x .. ':' .. prefix)) end
    end
    for prefix in pairs(oldPrefixes) do
      if not (sameKey and newPrefixes[prefix]) then leave(prefix, old.key) end
    end
    for prefix in pairs(newPrefixes) do
      if not (sameKey and oldPrefixes[prefix]) then join(prefix, rec.key) end
    end
  end
end
if labelsChanged then
  call('INCR', n .. ':v')
end
return applied
`;

/**
 * Lua: true when Lua's own string order (`<`, which follows the server's locale through strcoll) is
 * Redis's bytewise order, as under the C or C.UTF-8 locales: upper case before lower, "\0" first,
 * UTF-8 lead bytes after ASCII.
 */
export const LUA_ORDERS_BYTEWISE = String.raw`('B' < 'a' and 'a\0z' < 'a\1' and 'z' < '\195\169' and 'a\0' < 'a\0\0')`;

/** Keys read at a time by a seek of LEAPFROG_LUA: the next few are often the next candidates. */
const SEEK_READ = 8;

/**
 * Lua, inside SEARCH_SCRIPT (z and limit in scope): the entries having a part in each of several
 * lists of parts, in list order, found by seeks instead of reading every candidate. Each list is
 * a stream: the union of its parts' name ranges ("<part>\0<sort key>", each in list order), read
 * one key at a time from where the search has got to (ZRANGEBYLEX … LIMIT 0 1). The first stream
 * proposes a key; each other stream seeks to it: the same key agrees, a later one becomes the
 * proposal and the first stream seeks to that. So a run of candidates that cannot match ("dubois,
 * anaïs" … "dubois, loïc" for "dub mar") is one jump, not one test each. A part's last key is
 * kept while it is still at or after the proposal. Keys are compared byte by byte, as Redis orders
 * them (Lua's own < follows the server's locale). Each read counts in `work`: past SEARCH_WORK the join
 * gives up (nil) and the database answers.
 */
const LEAPFROG_LUA = String.raw`
local work = 0
local function bytewiseBefore(a, b)
  local n = #a
  if #b < n then n = #b end
  for i = 1, n do
    local x, y = string.byte(a, i), string.byte(b, i)
    if x ~= y then return x < y end
  end
  return #a < #b
end
local function nativeBefore(a, b) return a < b end
local before = bytewiseBefore
if ${LUA_ORDERS_BYTEWISE} then before = nativeBefore end
local function stream(parts) return { parts = parts, keys = {}, at = {}, ended = {} } end
-- The stream's first key at or after "from" (after it when "strictly"), or nil. Each part keeps the
-- keys of its last read, up to SEEK_READ, and reads again only once they are all behind "from".
local function seek(s, from, strictly)
  local first
  for i, part in ipairs(s.parts) do
    local keys, at = s.keys[i] or {}, s.at[i] or 1
    while at <= #keys and (before(keys[at], from) or (strictly and keys[at] == from)) do at = at + 1 end
    if at > #keys and not s.ended[i] then
      local bound = '['
      if strictly then bound = '(' end
      local members = redis.call('ZRANGEBYLEX', z, bound .. part .. '\0' .. from, '(' .. part .. '\1', 'LIMIT', 0, ${SEEK_READ})
      work = work + 1
      keys, at = {}, 1
      for n, m in ipairs(members) do keys[n] = string.sub(m, #part + 2) end
      s.ended[i] = #members < ${SEEK_READ}
    end
    s.keys[i], s.at[i] = keys, at
    local head = keys[at]
    if head and (not first or before(head, first)) then first = head end
  end
  return first
end
local function leapfrog(firstParts, otherParts)
  local found, lead, others = {}, stream(firstParts), {}
  for i, parts in ipairs(otherParts) do others[i] = stream(parts) end
  local key = seek(lead, '', false)
  while key and #found < limit do
    if work > ${SEARCH_WORK} then return nil end
    local agreed = true
    for _, s in ipairs(others) do
      local other = seek(s, key, false)
      if not other then return found end
      if other ~= key then
        key, agreed = other, false
        break
      end
    end
    if agreed then found[#found + 1] = key end
    key = seek(lead, key, agreed)
  end
  return found
end
`;

/**
 * KEYS: meta. ARGV: key base, kind ("u" or "g"), limit, word, word, …
 * The first `limit` entries with a name part starting with every word, in list order, as the JSON
 * array the api answers (the entries' stored answers joined: the api neither parses nor writes it);
 * false when no generation is ready. When an entry is gone meanwhile or written by the previous
 * version (its record without the answer), { id, stored record or "", id, … } for the api to read.
 * - One word of PREFIX_SETS.minChars to maxChars characters (most searches): the first `limit` of
 *   its prefix set. A generation of a format before PREFIX_SETS_SINCE_FORMAT has none: it takes the name ranges below.
 * - Several words each starting at most SEARCH_TESTED_PARTS parts (most of the rest): LEAPFROG_LUA.
 * - Otherwise the candidates come in list order from the rarest word (ZLEXCOUNT): the names of its
 *   only part read in order, or, when several parts start with it, Redis orders their sort keys in
 *   a temporary sorted set (one word: the first `limit` of each part, enough as each part lists its
 *   people in list order; several words: every one), deleted before the script returns and kept
 *   out of the append-only file and replicas (Lua's own string order follows the server's locale).
 *   The candidates are tested against the other words, a chunk at a time, until `limit` match: a
 *   word starting at most SEARCH_TESTED_PARTS parts by one ZMSCORE of "<part>\0<sort key>" per part
 *   (no record read), a broader one on the record's parts.
 * - When that sort would hold more than SEARCH_SORTED keys (a crowded prefix), the candidates are read
 *   in order from the smallest prefix set of the words (format WHOLE_PREFIX_SETS_SINCE_FORMAT on) and
 *   every other word is tested.
 * - Past SEARCH_WORK reads (seeks, candidates), or with no such set, the script answers false and the
 *   database answers: a search never holds Redis for long, whatever the directory's shape.
 */
export const SEARCH_SCRIPT = String.raw`
${PREFIX_ANSWER_LUA}
local gen, format = unpack(redis.call('HMGET', KEYS[1], 'ready', 'format'))
if not gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':' .. ARGV[2]
local z, p, h, x, order = base .. ':z', base .. ':p', base .. ':h', base .. ':x', base .. ':order'
local limit = tonumber(ARGV[3])
local words = {}
for i = 4, #ARGV do words[#words + 1] = ARGV[i] end
-- Most searches: one word whose prefix set's answer is stored, read before anything else is set up.
local storesAnswers = #words == 1 and limit == ${PREFIX_SETS.size} and (tonumber(format) or 0) >= ${PREFIX_ANSWERS_SINCE_FORMAT}
if storesAnswers then
  local stored = redis.call('GET', answerKeyOf(x .. ':' .. words[1]))
  if stored then return stored end
end
${PREFIX_SETS_LUA}
${STORED_RECORD_LUA}
-- The JSON array of the entries of these sort keys; when one is gone meanwhile or of the previous
-- layout, { id, stored record or "", id, … } instead.
local function answer(keys)
  if #keys == 0 then return '[]' end
  local ids = {}
  for i, key in ipairs(keys) do ids[i] = string.sub(key, -24) end
  local records, out = redis.call('HMGET', h, unpack(ids)), {}
  for i, stored in ipairs(records) do
    out[i] = stored and answerOf(stored)
    if not out[i] then
      local listed = {}
      for n, id in ipairs(ids) do
        listed[#listed + 1] = id
        listed[#listed + 1] = records[n] or ''
      end
      return listed
    end
  end
  return '[' .. table.concat(out, ',') .. ']'
end
${LEAPFROG_LUA}
if #words == 1 and (tonumber(format) or 0) >= ${PREFIX_SETS_SINCE_FORMAT} and (limit <= ${PREFIX_SETS.size} or (tonumber(format) or 0) >= ${WHOLE_PREFIX_SETS_SINCE_FORMAT}) and hasPrefixSet(words[1]) then
  -- An earlier format's capped set that lost one of its first entries is not refilled: the database answers.
  if (tonumber(format) or 0) < ${WHOLE_PREFIX_SETS_SINCE_FORMAT} and redis.call('SISMEMBER', x .. '\0stale', words[1]) == 1 then return false end
  local keys = redis.call('ZRANGE', x .. ':' .. words[1], 0, limit - 1)
  local json = answer(keys)
  -- Stored only for a prefix that has a set (so its registry drops it with the generation), and only
  -- when every entry was there in the current layout.
  if storesAnswers and #keys > 0 and type(json) == 'string' then redis.call('SET', answerKeyOf(x .. ':' .. words[1]), json, 'EX', ${STORED_ANSWER_SECONDS}) end
  return json
end
local best, bestCount
for _, w in ipairs(words) do
  local c = redis.call('ZLEXCOUNT', z, '[' .. w, '(' .. w .. '\255')
  if c == 0 then return '[]' end
  if not bestCount or c < bestCount then best, bestCount = w, c end
end
-- The name parts starting with a word, one more than are tested at most.
local function partsOf(w) return redis.call('ZRANGEBYLEX', p, '[' .. w, '(' .. w .. '\255', 'LIMIT', 0, ${SEARCH_TESTED_PARTS + 1}) end
-- How every word but "except" is tested on a candidate: by its parts when they are few, else on the record.
local function testsOf(except)
  local tested, onRecord = {}, {}
  for _, w in ipairs(words) do
    if w ~= except then
      local parts = partsOf(w)
      if #parts <= ${SEARCH_TESTED_PARTS} then tested[#tested + 1] = parts else onRecord[#onRecord + 1] = w end
    end
  end
  return tested, onRecord
end
local tested, onRecord = testsOf(best)
local bestParts = partsOf(best)
if #words > 1 and #onRecord == 0 and #bestParts <= ${SEARCH_TESTED_PARTS} then
  local keys = leapfrog(bestParts, tested)
  if not keys then return false end
  return answer(keys)
end
-- One word takes the first "limit". Several test chunks of candidates, growing: the first few
-- match at once when the words are close ("dubo dub"), while sparse matches need long reads.
local chunk, grown = limit, limit
if #words > 1 then chunk, grown = limit * 2, 1000 end
local nextChunk, sorted
-- What the scratch set would hold: the first "limit" of each part starting with the word (one word), or every name starting with it.
local toSort = bestCount
if #words == 1 then toSort = redis.call('ZLEXCOUNT', p, '[' .. best, '(' .. best .. '\255') * limit end
-- Else the candidates can come in order from a prefix set holding every entry of its prefix (format
-- ${WHOLE_PREFIX_SETS_SINCE_FORMAT} on): the smallest of the words' longest prefixes that have a set.
local source
if #bestParts > 1 and toSort > ${SEARCH_SORTED} and (tonumber(format) or 0) >= ${WHOLE_PREFIX_SETS_SINCE_FORMAT} then
  local sourceCount
  for _, w in ipairs(words) do
    local prefixes, longest = {}, nil
    prefixesOf(w, prefixes)
    for prefix in pairs(prefixes) do
      if not longest or #prefix > #longest then longest = prefix end
    end
    if longest then
      local count = redis.call('ZCARD', x .. ':' .. longest)
      if not sourceCount or count < sourceCount then source, sourceCount = longest, count end
    end
  end
  if not source then return false end
end
if source then
  -- Every word but one equal to the set's prefix is tested on the candidates.
  tested, onRecord = testsOf(source)
  local set, rank = x .. ':' .. source, 0
  nextChunk = function()
    local keys = redis.call('ZRANGE', set, rank, rank + chunk - 1)
    rank = rank + chunk
    chunk = math.min(chunk * 2, grown)
    return keys
  end
elseif #bestParts > 1 and toSort > ${SEARCH_SORTED} then
  return false
elseif #bestParts == 1 then
  local part = bestParts[1]
  local from = '[' .. part .. '\0'
  nextChunk = function()
    local members = redis.call('ZRANGEBYLEX', z, from, '(' .. part .. '\1', 'LIMIT', 0, chunk)
    local keys = {}
    for i, m in ipairs(members) do keys[i] = string.sub(m, #part + 2) end
    if #members > 0 then from = '(' .. members[#members] end
    chunk = math.min(chunk * 2, grown)
    return keys
  end
else
  -- The sort's scratch set is made and dropped within this call: none of it goes to the AOF or to replicas.
  redis.set_repl(redis.REPL_NONE)
  sorted = true
  local batch = {}
  local function add(member)
    batch[#batch + 1] = 0
    batch[#batch + 1] = string.sub(member, string.find(member, '\0', 1, true) + 1)
    if #batch >= 1000 then
      redis.call('ZADD', order, unpack(batch))
      batch = {}
    end
  end
  if #words == 1 then
    for _, part in ipairs(redis.call('ZRANGEBYLEX', p, '[' .. best, '(' .. best .. '\255')) do
      for _, m in ipairs(redis.call('ZRANGEBYLEX', z, '[' .. part .. '\0', '(' .. part .. '\1', 'LIMIT', 0, limit)) do add(m) end
    end
  else
    for _, m in ipairs(redis.call('ZRANGEBYLEX', z, '[' .. best, '(' .. best .. '\255')) do add(m) end
  end
  if #batch > 0 then redis.call('ZADD', order, unpack(batch)) end
  local rank = 0
  nextChunk = function()
    local keys = redis.call('ZRANGE', order, rank, rank + chunk - 1)
    rank = rank + chunk
    chunk = math.min(chunk * 2, grown)
    return keys
  end
end
-- Does the entry have a part starting with each broad word? (its record's parts)
local function onItsRecord(key)
  local stored = redis.call('HGET', h, string.sub(key, -24))
  if not stored then return true end
  local parts = recordOf(stored).parts
  for _, w in ipairs(onRecord) do
    local any = false
    for _, part in ipairs(parts) do
      if string.sub(part, 1, #w) == w then any = true break end
    end
    if not any then return false end
  end
  return true
end
local found = {}
while #found < limit do
  if work > ${SEARCH_WORK} then
    if sorted then redis.call('DEL', order) end
    return false
  end
  local keys = nextChunk()
  if #keys == 0 then break end
  work = work + #keys
  for _, parts in ipairs(tested) do
    local hit = {}
    for _, part in ipairs(parts) do
      local members = {}
      for i, key in ipairs(keys) do members[i] = part .. '\0' .. key end
      local scores = redis.call('ZMSCORE', z, unpack(members))
      for i = 1, #keys do
        if scores[i] then hit[i] = true end
      end
    end
    local kept = {}
    for i, key in ipairs(keys) do
      if hit[i] then kept[#kept + 1] = key end
    end
    keys = kept
    if #keys == 0 then break end
  end
  for _, key in ipairs(keys) do
    if #onRecord == 0 or onItsRecord(key) then
      found[#found + 1] = key
      if #found >= limit then break end
    end
  end
end
if sorted then redis.call('DEL', order) end
return answer(found)
`;

/** KEYS: lock. ARGV: token. Releases the build lock only if this builder still holds it. */
export const RELEASE_SCRIPT = String.raw`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * Lua: the prefixes of one or two characters (UTF-8) of a name part, the users table's prefix sets
 * ("<base>:x:<prefix>", sets of ids) that answer "does this person have a part starting with w?"
 * in one SMISMEMBER for the short words a broad search is made of.
 */
const SHORT_PREFIXES_LUA = String.raw`
${CHARACTER_PREFIXES_LUA}
local function shortPrefixes(part, into) prefixesBetween(part, 1, 2, into) end
local function isShort(word) return lengthBetween(word, 1, 2) end
`;

/**
 * The users table's keys of one generation (table-keys.ts). KEYS: data, hermes, the name sets of
 * the lex columns lastname, firstname, id_portal, then the lex columns' sorted sets lastname,
 * firstname, id_portal, id, then the date columns' updated_time, last_login_time, then the
 * registry of prefix sets (the prefixes that have a set "<registry>:<prefix>"), then the table's
 * version (counts the calls: a search's scratch set is of one version, TABLE_SEARCH_SCRIPT).
 * ARGV: id, TableRecord JSON (or "" to remove), id, JSON, …
 * Answers how many entries it applied, the first ones (APPLY_BUDGET): the api sends the others again.
 * Only the members an entry's change moves are written: a rename leaves its first name's prefix sets,
 * its login's and id's members and an unchanged date alone, and an unchanged record costs one read.
 */
export const TABLE_APPLY_SCRIPT = String.raw`
${SHORT_PREFIXES_LUA}
${BUDGETED_CALLS_LUA}
local h, hermes, registry = KEYS[1], KEYS[2], KEYS[12]
call('INCR', KEYS[13])
-- A record's members: sorted set (its index in KEYS, 3 to 11) → member → score; its prefixes of one or two characters.
local function membersOf(id, rec)
  local sorted, prefixes = {}, {}
  for k = 3, 11 do sorted[k] = {} end
  if not rec then return sorted, prefixes end
  for _, part in ipairs(rec.parts) do
    for n = 1, 3 do sorted[2 + n][part .. '\0' .. rec.lex[n]] = '0' end
    shortPrefixes(part, prefixes)
  end
  for n = 1, 4 do sorted[5 + n][rec.lex[n]] = '0' end
  for n = 1, 2 do sorted[9 + n][id] = tostring(rec.at[n]) end
  return sorted, prefixes
end
local applied = 0
for i = 1, #ARGV, 2 do
  if budgetSpent() then break end
  applied = applied + 1
  local id, json = ARGV[i], ARGV[i + 1]
  local stored = call('HGET', h, id)
  if (stored or '') ~= json then
    local old, rec = false, false
    if stored then old = cjson.decode(stored) end
    if json ~= '' then rec = cjson.decode(json) end
    local was, wasPrefixes = membersOf(id, old)
    local now, nowPrefixes = membersOf(id, rec)
    for k = 3, 11 do
      for member in pairs(was[k]) do
        if not now[k][member] then call('ZREM', KEYS[k], member) end
      end
      for member, score in pairs(now[k]) do
        if was[k][member] ~= score then call('ZADD', KEYS[k], score, member) end
      end
    end
    for prefix in pairs(wasPrefixes) do
      if not nowPrefixes[prefix] then call('SREM', registry .. ':' .. prefix, id) end
    end
    for prefix in pairs(nowPrefixes) do
      if not wasPrefixes[prefix] then
        call('SADD', registry .. ':' .. prefix, id)
        call('SADD', registry, prefix)
      end
    end
    local oldHermes, newHermes = old and old.hermes or '', rec and rec.hermes or ''
    if oldHermes ~= '' and oldHermes ~= newHermes and call('HGET', hermes, oldHermes) == id then call('HDEL', hermes, oldHermes) end
    if newHermes ~= '' then call('HSET', hermes, newHermes, id) end
    if rec then call('HSET', h, id, json) else call('HDEL', h, id) end
  end
end
return applied
`;

/**
 * KEYS: meta. ARGV: key base, column key suffix, "1" for a lex column, "1" ascending, offset, limit.
 * One page of the whole table read by rank from the column's sorted set: false when no generation
 * is ready, else { total, id, JSON, id, JSON, … }. A lex member ends with "\0<id>" (or is the id).
 */
export const TABLE_PAGE_SCRIPT = String.raw`
local gen = redis.call('HGET', KEYS[1], 'ready')
if not gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':t'
local set = base .. ':s:' .. ARGV[2]
local first, last = tonumber(ARGV[5]), tonumber(ARGV[5]) + tonumber(ARGV[6]) - 1
local members
if ARGV[4] == '1' then members = redis.call('ZRANGE', set, first, last) else members = redis.call('ZREVRANGE', set, first, last) end
local out = { redis.call('HLEN', base .. ':h') }
for _, m in ipairs(members) do
  local id = m
  if ARGV[3] == '1' then id = string.match(m, '([^%z]*)$') end
  out[#out + 1] = id
  out[#out + 1] = redis.call('HGET', base .. ':h', id) or ''
end
return out
`;

/** Members one call of the users table's search reads at most (TABLE_SEARCH_SCRIPT): a broad search walks or gathers in calls of this many. */
export const TABLE_SEARCH_SLICE = 2_000;
/** People of the rarest word a broad search ranks in the column's order to choose between walking and gathering (TABLE_SEARCH_SCRIPT). */
export const TABLE_SEARCH_SAMPLES = 32;
/** Seconds a gathered search's scratch set is kept for the next pages (TABLE_SEARCH_SCRIPT). */
export const TABLE_SEARCH_SCRATCH_TTL_S = 60;

/**
 * KEYS: meta. ARGV: key base, column key suffix, "1" ascending, offset, limit, way ("auto",
 * "collect", "walk" or "gather"), the generation ("" on a search's first call), where the search
 * goes on from ("" first: the rank of a walk, the last name-range member a gather read), the
 * walk's matches before that rank or the gather's table state (0 first), a token naming this
 * search's scratch set while it gathers, then the words.
 * One page of the people (deleted included) with a name part starting with every word, in the
 * column's order, among the first LIMITS.tableSearchListed matches: false when no generation is
 * ready or it changed between two calls of one search, else { state, count, next, generation,
 * id, JSON, id, JSON, … } (a JSON is "" if gone meanwhile), state being
 * - "done": count is the number of matches;
 * - "more": more than LIMITS.tableSearchListed match (count is that number); pages past them are empty;
 * - "next": the walk goes on: call again with the generation, the next rank and count;
 * - "gather": the gather goes on: call again with the generation, next (the last member read)
 *   and count (the table state it started at).
 * Every column member and every id ends with the 24-hex id.
 *
 * Each call reads at most TABLE_SEARCH_SLICE members, whatever the directory's shape:
 * - collect (the rarest word starts at most that many names): its name range, which carries the
 *   sort key of a text column ("part\0<column member>"), its people tested against the other
 *   words and sorted by Redis in a temporary sorted set (bytewise for a text column; by date then
 *   id, through ZINTERSTORE with the column's set, for a date column), deleted before the script
 *   returns. Exact count, any page.
 * - gather (the rarest word's slices of names are fewer than the walk's calls, estimated from
 *   where TABLE_SEARCH_SAMPLES of its people lie in the column's order; any number of names): the
 *   same, a slice of the name range a call, into a scratch set of this search (a date column's
 *   member scored by its date, read by ZMSCORE) cut back after each slice to the first
 *   LIMITS.tableSearchListed + 1 in the page's direction (all a list shows, and whether more
 *   match), which expires; once complete it is kept, keyed by the generation, the table's state
 *   (its version, which TABLE_APPLY_SCRIPT counts, and what the previous apply script moves too),
 *   the column, the direction and the words, for TABLE_SEARCH_SCRATCH_TTL_S, so the next pages of
 *   the search are one call. Listed as a walk.
 * - walk (a broad search: every word starts more names): the column's own sorted set read by rank
 *   from the page's end of the order, TABLE_SEARCH_SLICE members a call, keeping the people who
 *   pass every word, until more than LIMITS.tableSearchListed matched or the column ended.
 * A word is tested against a Lua table of its people when it starts at most TABLE_SEARCH_SLICE
 * names, else against the prefix set of its first one or two characters (SMISMEMBER by chunks:
 * Lua's unpack is bounded) and, for a longer word, the parts in the person's record.
 */
export const TABLE_SEARCH_SCRIPT = String.raw`
${SHORT_PREFIXES_LUA}
local gen, format = unpack(redis.call('HMGET', KEYS[1], 'ready', 'format'))
-- A generation of an older layout (no prefix sets) while its replacement is built: the database answers.
if not gen or (tonumber(format) or 0) < ${PREFIX_SETS_SINCE_FORMAT} then return false end
if ARGV[7] ~= '' and ARGV[7] ~= gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':t'
local column, ascending, offset, limit, way = ARGV[2], ARGV[3] == '1', tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
local from, seen, token = ARGV[8], tonumber(ARGV[9]), ARGV[10]
local slice, listed = ${TABLE_SEARCH_SLICE}, ${LIMITS.tableSearchListed}
local ttl = ${TABLE_SEARCH_SCRATCH_TTL_S}
local h, names = base .. ':h', base .. ':w:lastname'
local words, counts, best, bestCount = {}, {}, nil, nil
for i = 11, #ARGV do
  local w = ARGV[i]
  local c = redis.call('ZLEXCOUNT', names, '[' .. w, '(' .. w .. '\255')
  if c == 0 then return { 'done', 0, 0, gen } end
  words[#words + 1] = w
  counts[w] = c
  if not bestCount or c < bestCount then best, bestCount = w, c end
end
-- The table's state a kept scratch set is of: its version (TABLE_APPLY_SCRIPT counts every change),
-- and what an api still on the previous apply script (which counts nothing) moves as well during a
-- rolling upgrade: the pickers' labels version (a name changed, a person came or went), the newest
-- updated_time (every write of a person stamps it) and the number of people.
local function tableState()
  local newest = redis.call('ZREVRANGE', base .. ':s:updated_time', 0, 0, 'WITHSCORES')[2] or ''
  local labels = redis.call('GET', ARGV[1] .. ':g' .. gen .. ':u:n:v') or '0'
  return table.concat({ redis.call('GET', base .. ':version') or '0', labels, newest, redis.call('HLEN', h) }, '/')
end
-- The search's scratch set: its first matches in the page's direction, sorted as the column, at the table's state.
local version = tableState()
if way == 'gather' and from ~= '' then version = ARGV[9] end
local sortedWords = {}
for i, w in ipairs(words) do sortedWords[i] = w end
table.sort(sortedWords)
local direction = 'desc'
if ascending then direction = 'asc' end
local scratch = base .. ':q:' .. redis.sha1hex(version .. '\0' .. column .. '\0' .. direction .. '\0' .. table.concat(sortedWords, '\0'))
local dated = column == 'updated_time' or column == 'last_login_time'
local keyed = column == 'lastname' or column == 'firstname' or column == 'id_portal'
local source = names
if keyed then source = base .. ':w:' .. column end
-- Ranks in the walk's order (from the page's end) of TABLE_SEARCH_SAMPLES people spread over the
-- rarest word's name range, sorted: O(log n) each, whatever the range's size.
local function sampledRanks()
  local stop = '(' .. best .. '\255'
  local first = redis.call('ZRANGEBYLEX', source, '[' .. best, stop, 'LIMIT', 0, 1)[1]
  if not first then return {} end
  local start, columnSet = redis.call('ZRANK', source, first), base .. ':s:' .. column
  local total, samples, ranks = redis.call('ZCARD', columnSet), math.min(${TABLE_SEARCH_SAMPLES}, bestCount), {}
  for i = 0, samples - 1 do
    local at = start + math.floor((i + 0.5) * bestCount / samples)
    local m = redis.call('ZRANGE', source, at, at)[1]
    if m then
      local member = string.sub(m, -24)
      if keyed then member = string.sub(m, string.find(m, '\0', 1, true) + 1) end
      local rank = redis.call('ZRANK', columnSet, member)
      if rank then
        if not ascending then rank = total - 1 - rank end
        ranks[#ranks + 1] = rank
      end
    end
  end
  table.sort(ranks)
  return ranks
end
if way == 'auto' then
  way = 'walk'
  if bestCount <= slice then
    way = 'collect'
  elseif redis.call('EXISTS', scratch) == 1 then
    way = 'gathered'
  else
    -- The walk reads the column from the page's end until more than "listed" matched: the rank by
    -- which it meets enough of the rarest word's people (where a sample of them lies in the column's
    -- order: a crowd may sit anywhere in it), the other words assumed independent of it; its calls
    -- against a gather's slices of the rarest's range.
    local people = math.max(1, redis.call('HLEN', h))
    local others = 1
    for _, w in ipairs(words) do
      if w ~= best then others = others * math.min(1, counts[w] / people) end
    end
    local needed = (listed + 1) / math.max(others, 1 / people)
    local walked = people
    if needed < bestCount then
      local ranks = sampledRanks()
      if #ranks > 0 then walked = ranks[math.max(1, math.ceil(#ranks * needed / bestCount))] + 1 end
    end
    if math.ceil(bestCount / slice) < math.ceil(walked / slice) then way = 'gather' end
  end
end
local walk, gather = way == 'walk', way == 'gather'
-- The tests: every word when walking, the others when collecting or gathering the rarest's range.
local tables, sets, onRecord = {}, {}, {}
for _, w in ipairs(words) do
  if walk or w ~= best then
    if isShort(w) then
      sets[#sets + 1] = base .. ':x:' .. w
    elseif counts[w] <= slice then
      local people = {}
      for _, m in ipairs(redis.call('ZRANGEBYLEX', names, '[' .. w, '(' .. w .. '\255')) do people[string.sub(m, -24)] = true end
      tables[#tables + 1] = people
    else
      local two = {}
      prefixesBetween(w, 2, 2, two)
      for prefix in pairs(two) do sets[#sets + 1] = base .. ':x:' .. prefix end
      -- A part starting with w, in the record's JSON array of parts (letters and digits only).
      onRecord[#onRecord + 1] = '"' .. w
    end
  end
end
local function hasParts(stored)
  if not stored then return false end
  local at = string.find(stored, '"parts":[', 1, true)
  local stop = at and string.find(stored, ']', at, true)
  if not stop then return false end
  local parts = string.sub(stored, at + 8, stop)
  for _, quoted in ipairs(onRecord) do
    if not string.find(parts, quoted, 1, true) then return false end
  end
  return true
end
-- The ids of a list that pass every test, in the list's order.
local function passing(ids)
  local kept = {}
  for _, id in ipairs(ids) do
    local ok = true
    for _, people in ipairs(tables) do
      if not people[id] then ok = false break end
    end
    if ok then kept[#kept + 1] = id end
  end
  for _, set in ipairs(sets) do
    local still = {}
    for first = 1, #kept, 1000 do
      local last = math.min(#kept, first + 999)
      local flags = redis.call('SMISMEMBER', set, unpack(kept, first, last))
      for n = first, last do
        if flags[n - first + 1] == 1 then still[#still + 1] = kept[n] end
      end
    end
    kept = still
  end
  if #onRecord > 0 then
    local still = {}
    for first = 1, #kept, 1000 do
      local last = math.min(#kept, first + 999)
      local records = redis.call('HMGET', h, unpack(kept, first, last))
      for n = first, last do
        if hasParts(records[n - first + 1]) then still[#still + 1] = kept[n] end
      end
    end
    kept = still
  end
  return kept
end
-- The people of some members of the rarest word's name range, passing every test, added to a
-- sorted set as the column sorts them: its member, or the id scored by its date.
local function addMatches(members, into)
  local ids, memberOf = {}, {}
  for _, m in ipairs(members) do
    local id = string.sub(m, -24)
    if not memberOf[id] then
      ids[#ids + 1] = id
      if keyed then memberOf[id] = string.sub(m, string.find(m, '\0', 1, true) + 1) else memberOf[id] = id end
    end
  end
  local kept = passing(ids)
  for first = 1, #kept, 1000 do
    local last = math.min(#kept, first + 999)
    local batch = {}
    if gather and dated then
      local dates = redis.call('ZMSCORE', base .. ':s:' .. column, unpack(kept, first, last))
      for n = first, last do
        if dates[n - first + 1] then
          batch[#batch + 1] = dates[n - first + 1]
          batch[#batch + 1] = kept[n]
        end
      end
    else
      for n = first, last do
        batch[#batch + 1] = 0
        batch[#batch + 1] = memberOf[kept[n]]
      end
    end
    if #batch > 0 then redis.call('ZADD', into, unpack(batch)) end
  end
end
-- A page of a sorted set of the matches, among the first "listed" of them.
local function pageOf(set)
  local total, last = redis.call('ZCARD', set), offset + limit - 1
  local state = 'done'
  if total > listed then state, total, last = 'more', listed, math.min(last, listed - 1) end
  if offset > last then return state, total, {} end
  if ascending then return state, total, redis.call('ZRANGE', set, offset, last) end
  return state, total, redis.call('ZREVRANGE', set, offset, last)
end
local state, count, rank, page = 'done', 0, 0, {}
if walk then
  from = tonumber(from) or 0
  local set, stop = base .. ':s:' .. column, from + slice
  rank, state = from, 'next'
  while rank < stop and state == 'next' do
    local n = math.min(500, stop - rank)
    local members
    if ascending then members = redis.call('ZRANGE', set, rank, rank + n - 1) else members = redis.call('ZREVRANGE', set, rank, rank + n - 1) end
    rank = rank + #members
    local ids = {}
    for i, m in ipairs(members) do ids[i] = string.sub(m, -24) end
    for _, id in ipairs(passing(ids)) do
      seen = seen + 1
      if seen > listed then
        state = 'more'
        break
      end
      if seen > offset and seen <= offset + limit then page[#page + 1] = id end
    end
    if state == 'next' and #members < n then state = 'done' end
  end
  count = seen
  if state == 'more' then count = listed end
elseif way == 'gathered' then
  state, count, page = pageOf(scratch)
elseif gather then
  local partial = scratch .. ':' .. token
  local start = '[' .. best
  if from ~= '' then start = '(' .. from end
  local members = redis.call('ZRANGEBYLEX', source, start, '(' .. best .. '\255', 'LIMIT', 0, slice)
  addMatches(members, partial)
  -- Only the first "listed" + 1 in the page's direction are ever shown or counted: the set stays that small, whatever the crowd.
  if ascending then redis.call('ZREMRANGEBYRANK', partial, listed + 1, -1) else redis.call('ZREMRANGEBYRANK', partial, 0, -(listed + 2)) end
  if #members == slice then
    redis.call('EXPIRE', partial, ttl)
    state, count, rank = 'gather', version, members[#members]
  else
    state, count, page = pageOf(partial)
    -- Kept for the next pages unless the table changed meanwhile (or another call kept it first).
    if tableState() == version and redis.call('EXISTS', scratch) == 0 and redis.call('EXISTS', partial) == 1 then
      redis.call('RENAME', partial, scratch)
      redis.call('EXPIRE', scratch, ttl)
    else
      redis.call('UNLINK', partial)
    end
  end
else
  local matches, sorted = base .. ':search', base .. ':search:sorted'
  addMatches(redis.call('ZRANGEBYLEX', source, '[' .. best, '(' .. best .. '\255'), matches)
  count = redis.call('ZCARD', matches)
  if count > 0 then
    local set = matches
    if dated then
      set = sorted
      redis.call('ZINTERSTORE', set, 2, matches, base .. ':s:' .. column, 'WEIGHTS', 0, 1)
    end
    if ascending then page = redis.call('ZRANGE', set, offset, offset + limit - 1) else page = redis.call('ZREVRANGE', set, offset, offset + limit - 1) end
    redis.call('DEL', matches, sorted)
  end
end
local out = { state, count, rank, gen }
for _, m in ipairs(page) do
  local id = string.sub(m, -24)
  out[#out + 1] = id
  out[#out + 1] = redis.call('HGET', h, id) or ''
end
return out
`;

/** KEYS: meta. ARGV: key base, hermes id. false when no generation is ready, else { id, JSON } or {}. */
export const TABLE_BY_HERMES_SCRIPT = String.raw`
local gen = redis.call('HGET', KEYS[1], 'ready')
if not gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':t'
local id = redis.call('HGET', base .. ':hermes', ARGV[2])
if not id then return {} end
local json = redis.call('HGET', base .. ':h', id)
if not json then return {} end
return { id, json }
`;

/** The apply script's layout of a generation's prefix sets (APPLY_SCRIPT), from the format it was built with. */
export function prefixSetsLayout(format: string): 'whole' | 'capped' {
  return Number(format) >= WHOLE_PREFIX_SETS_SINCE_FORMAT ? 'whole' : 'capped';
}

/**
 * The SCIM read model's group members (docs/decisions/scim-scale.md, Decision 5): KEYS[1] the hash
 * person id → JSON array of the guids their sets hold them in, KEYS[2] the registry of guids (so a dropped
 * generation finds its sets); ARGV[1] the prefix of a group's set ("<prefix><guid>": live member ids),
 * then pairs id, JSON array of the person's groups ("" for a person gone or deleted). The person leaves
 * the sets of the groups they left and joins those of the groups they joined, in one step; unchanged
 * groups cost one read. Answers how many people it applied, the first ones (APPLY_BUDGET): the api
 * sends the others again.
 */
export const MEMBERS_APPLY_SCRIPT = String.raw`
${BUDGETED_CALLS_LUA}
local prefix = ARGV[1]
local applied = 0
for i = 2, #ARGV, 2 do
  if budgetSpent() then break end
  applied = applied + 1
  local id, now = ARGV[i], ARGV[i + 1]
  local was = call('HGET', KEYS[1], id)
  if (was or '') ~= now then
    local before, after = {}, {}
    if was then
      for _, guid in ipairs(cjson.decode(was)) do before[guid] = true end
    end
    if now ~= '' then
      for _, guid in ipairs(cjson.decode(now)) do after[guid] = true end
    end
    for guid in pairs(before) do
      if not after[guid] then call('SREM', prefix .. guid, id) end
    end
    for guid in pairs(after) do
      if not before[guid] then
        call('SADD', prefix .. guid, id)
        call('SADD', KEYS[2], guid)
      end
    end
    if now == '' then call('HDEL', KEYS[1], id) else call('HSET', KEYS[1], id, now) end
  end
end
return applied
`;

/**
 * A group's live member ids in the ready generation, read with the generation in one step (a switch
 * between the two reads would answer from a dropped generation): KEYS[1] the index's meta key; ARGV the
 * index's base key, the guid, and the first format whose builds fill the sets. False when no such
 * generation is ready.
 */
export const MEMBERS_READ_SCRIPT = `
local ready = redis.call('HGET', KEYS[1], 'ready')
local format = tonumber(redis.call('HGET', KEYS[1], 'format') or '0')
if not ready or format < tonumber(ARGV[3]) then return false end
return redis.call('SMEMBERS', ARGV[1] .. ':g' .. ready .. ':m:' .. ARGV[2])
`;
