module.exports = Object.entries
