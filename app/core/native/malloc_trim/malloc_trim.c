/*
 * trim(): hands the free memory inside glibc's malloc heap back to the
 * system (malloc_trim(0)); true when some was released. glibc returns only
 * the free space at the top of its heap by itself, so the holes that a
 * burst of short-lived allocations leaves in the middle stay resident.
 * Elsewhere (musl, macOS) trim() does nothing and returns false.
 */
#include <node_api.h>
#include <stdbool.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static napi_value trim(napi_env env, napi_callback_info info) {
  bool released = false;
#if defined(__GLIBC__)
  released = malloc_trim(0) == 1;
#endif
  napi_value result;
  napi_get_boolean(env, released, &result);
  return result;
}

static napi_value supported(napi_env env) {
  napi_value result;
#if defined(__GLIBC__)
  napi_get_boolean(env, true, &result);
#else
  napi_get_boolean(env, false, &result);
#endif
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "trim", NAPI_AUTO_LENGTH, trim, NULL, &fn);
  napi_set_named_property(env, exports, "trim", fn);
  napi_set_named_property(env, exports, "supported", supported(env));
  return exports;
}
