'use strict'
// The compiled addon (npm install builds it with node-gyp, as it builds better-sqlite3).
module.exports = require('./build/Release/malloc_trim.node')
