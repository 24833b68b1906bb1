declare const mallocTrim: {
  /** glibc's malloc_trim(0): true when some memory went back to the system. */
  trim(): boolean
  /** Whether trim() can release anything here (glibc). */
  supported: boolean
}
export = mallocTrim
