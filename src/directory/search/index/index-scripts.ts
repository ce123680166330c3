/**
 * Lua scripts of the directory index: each runs atomically in Redis, so two api instances
 * updating or reading the same entry never see half of a change. Lua's "\0", "\1" and "\255" are
 * bytes: "[w" .. "(w\255" is every member starting with w (UTF-8 never contains the byte 255).
 * Keys are built inside SEARCH from the ready generation, which ties the index to one Redis
 * (not Redis Cluster): fine for a cache that one `rebuild()` restores.
 */

/**
 * KEYS: names, parts, data, labels. ARGV: id, record JSON (or "" to remove), label, id, JSON, label, …
 * The label (a person's full name, a group's title) goes to its own hash, so the whole id → name
 * map is one read of small fields. A change of labels bumps "<labels>:v" and drops the map's
 * serialised answer "<labels>:gz" (NAME_MAP_STORE_SCRIPT).
 */
export const APPLY_SCRIPT = String.raw`
local z, p, h, n = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local labelsChanged = false
for i = 1, #ARGV, 3 do
  local id, json = ARGV[i], ARGV[i + 1]
  local label = false
  if json ~= '' then label = ARGV[i + 2] end
  if redis.call('HGET', n, id) ~= label then labelsChanged = true end
  local old = redis.call('HGET', h, id)
  if old then
    local rec = cjson.decode(old)
    for _, part in ipairs(rec.parts) do
      redis.call('ZREM', z, part .. '\0' .. rec.key)
      if redis.call('ZLEXCOUNT', z, '[' .. part .. '\0', '(' .. part .. '\1') == 0 then redis.call('ZREM', p, part) end
    end
    redis.call('HDEL', h, id)
    redis.call('HDEL', n, id)
  end
  if json ~= '' then
    local rec = cjson.decode(json)
    for _, part in ipairs(rec.parts) do
      redis.call('ZADD', z, 0, part .. '\0' .. rec.key)
      redis.call('ZADD', p, 0, part)
    end
    redis.call('HSET', h, id, json)
    redis.call('HSET', n, id, ARGV[i + 2])
  end
end
if labelsChanged then
  redis.call('INCR', n .. ':v')
  redis.call('DEL', n .. ':gz')
end
return #ARGV / 3
`;

/**
 * KEYS: labels version, serialised map. ARGV: the version the map was read at, its bytes. Stores
 * them only if no label changed since (else the next call serialises again).
 */
export const NAME_MAP_STORE_SCRIPT = String.raw`
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
return 1
`;

/**
 * KEYS: meta. ARGV: key base, kind ("u" or "g"), per-part limit, word, word, …
 * Returns false when no generation is ready, else { generation, members }. One word: the first
 * `limit` members of each distinct part starting with it (enough for the first `limit` results, as
 * each part lists its people in result order). Several words: every member of the rarest word,
 * which the caller filters with the other words.
 */
export const SEARCH_SCRIPT = String.raw`
local gen = redis.call('HGET', KEYS[1], 'ready')
if not gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':' .. ARGV[2]
local z, p = base .. ':z', base .. ':p'
local limit = tonumber(ARGV[3])
local best, bestCount
for i = 4, #ARGV do
  local w = ARGV[i]
  local c = redis.call('ZLEXCOUNT', z, '[' .. w, '(' .. w .. '\255')
  if c == 0 then return {gen, {}} end
  if not bestCount or c < bestCount then best, bestCount = w, c end
end
local members = {}
if #ARGV == 4 then
  local parts = redis.call('ZRANGEBYLEX', p, '[' .. best, '(' .. best .. '\255')
  for _, part in ipairs(parts) do
    local m = redis.call('ZRANGEBYLEX', z, '[' .. part .. '\0', '(' .. part .. '\1', 'LIMIT', 0, limit)
    for _, x in ipairs(m) do members[#members + 1] = x end
  end
else
  members = redis.call('ZRANGEBYLEX', z, '[' .. best, '(' .. best .. '\255')
end
return {gen, members}
`;

/** KEYS: lock. ARGV: token. Releases the build lock only if this builder still holds it. */
export const RELEASE_SCRIPT = String.raw`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * The users table's keys of one generation (table-keys.ts). KEYS: data, hermes, the name sets of
 * the lex columns lastname, firstname, id_portal, then the lex columns' sorted sets lastname,
 * firstname, id_portal, id, then the date columns' updated_time, last_login_time.
 * ARGV: id, TableRecord JSON (or "" to remove), id, JSON, …
 */
export const TABLE_APPLY_SCRIPT = String.raw`
local h, hermes = KEYS[1], KEYS[2]
for i = 1, #ARGV, 2 do
  local id, json = ARGV[i], ARGV[i + 1]
  local old = redis.call('HGET', h, id)
  if old then
    local rec = cjson.decode(old)
    for _, part in ipairs(rec.parts) do
      for n = 1, 3 do redis.call('ZREM', KEYS[2 + n], part .. '\0' .. rec.lex[n]) end
    end
    for n = 1, 4 do redis.call('ZREM', KEYS[5 + n], rec.lex[n]) end
    for n = 1, 2 do redis.call('ZREM', KEYS[9 + n], id) end
    if rec.hermes ~= '' and redis.call('HGET', hermes, rec.hermes) == id then redis.call('HDEL', hermes, rec.hermes) end
    redis.call('HDEL', h, id)
  end
  if json ~= '' then
    local rec = cjson.decode(json)
    for _, part in ipairs(rec.parts) do
      for n = 1, 3 do redis.call('ZADD', KEYS[2 + n], 0, part .. '\0' .. rec.lex[n]) end
    end
    for n = 1, 4 do redis.call('ZADD', KEYS[5 + n], 0, rec.lex[n]) end
    for n = 1, 2 do redis.call('ZADD', KEYS[9 + n], rec.at[n], id) end
    if rec.hermes ~= '' then redis.call('HSET', hermes, rec.hermes, id) end
    redis.call('HSET', h, id, json)
  end
end
return #ARGV / 2
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

/**
 * KEYS: meta. ARGV: key base, column key suffix, "1" ascending, offset, limit, word, word, …
 * One page of the people (deleted included) with a name part starting with every word, in the
 * column's order: false when no generation is ready, else { total, id, JSON, id, JSON, … } (a JSON
 * is "" if gone meanwhile). No lookup per candidate: the other words' people are collected from
 * their name ranges, the rarest word's range carries the sort key of a text column (its members
 * "part\0<column member>"), and Redis sorts the matches in a temporary sorted set (bytewise for a
 * text column; by date then id, through ZINTERSTORE with the column's set, for a date column),
 * deleted before the script returns. Every column member and every id ends with the 24-hex id.
 */
export const TABLE_SEARCH_SCRIPT = String.raw`
local gen = redis.call('HGET', KEYS[1], 'ready')
if not gen then return false end
local base = ARGV[1] .. ':g' .. gen .. ':t'
local column, ascending, offset, limit = ARGV[2], ARGV[3] == '1', tonumber(ARGV[4]), tonumber(ARGV[5])
local names = base .. ':w:lastname'
local best, bestCount
for i = 6, #ARGV do
  local w = ARGV[i]
  local c = redis.call('ZLEXCOUNT', names, '[' .. w, '(' .. w .. '\255')
  if c == 0 then return { 0 } end
  if not bestCount or c < bestCount then best, bestCount = w, c end
end
local allowed
for i = 6, #ARGV do
  local w = ARGV[i]
  if w ~= best then
    local both = {}
    for _, m in ipairs(redis.call('ZRANGEBYLEX', names, '[' .. w, '(' .. w .. '\255')) do
      local id = string.sub(m, -24)
      if not allowed or allowed[id] then both[id] = true end
    end
    allowed = both
  end
end
local keyed = column == 'lastname' or column == 'firstname' or column == 'id_portal'
local source = names
if keyed then source = base .. ':w:' .. column end
local matches, sorted = base .. ':search', base .. ':search:sorted'
local batch = {}
local function flush()
  if #batch > 0 then redis.call('ZADD', matches, unpack(batch)) end
  batch = {}
end
for _, m in ipairs(redis.call('ZRANGEBYLEX', source, '[' .. best, '(' .. best .. '\255')) do
  local id = string.sub(m, -24)
  if not allowed or allowed[id] then
    batch[#batch + 1] = 0
    if keyed then batch[#batch + 1] = string.sub(m, string.find(m, '\0', 1, true) + 1) else batch[#batch + 1] = id end
    if #batch >= 1000 then flush() end
  end
end
flush()
local total = redis.call('ZCARD', matches)
local page = {}
if total > 0 then
  local set = matches
  if column == 'updated_time' or column == 'last_login_time' then
    set = sorted
    redis.call('ZINTERSTORE', set, 2, matches, base .. ':s:' .. column, 'WEIGHTS', 0, 1)
  end
  if ascending then page = redis.call('ZRANGE', set, offset, offset + limit - 1) else page = redis.call('ZREVRANGE', set, offset, offset + limit - 1) end
  redis.call('DEL', matches, sorted)
end
local out = { total }
for _, m in ipairs(page) do
  local id = string.sub(m, -24)
  out[#out + 1] = id
  out[#out + 1] = redis.call('HGET', base .. ':h', id) or ''
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
