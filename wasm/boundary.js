// The module's JavaScript side of its boundary, linked with --post-js: it runs inside the module's factory,
// and wraps the Embind calls that can fail once Embind has made them.
//
// No exception may pass through the engine's C++ frames. Built without exception support (Emscripten's
// default, and the engine's speed), a throw across them skips their epilogues: the wasm stack pointer stays
// where the deepest of them left it, and a few thousand such calls overflow the stack into the heap
// ("memory access out of bounds", "Aborted()"). So:
// - C++ never throws. A call that fails (a number out of range, the heap full) records its error and
//   returns; the wrapper takes the error (__plyTakeError) and throws it here, once C++ has returned.
// - The host's callbacks are called so that they cannot throw into C++: onProgress through a wrapper that
//   catches what it throws and answers false (stop); Module.shouldStop by the module's stop check
//   (wasm/stop.h), which keeps what it threw in Module.__plyStopError and answers true. What a callback
//   threw is thrown again, as it was, once the search has returned.
// The shapes the page sees are ply.d.ts's; nothing here is declared there.
(function () {
  // The threaded module runs this in each worker of its pool too, where the bindings are not made and no
  // call of the page arrives.
  if (typeof ENVIRONMENT_IS_PTHREAD !== 'undefined' && ENVIRONMENT_IS_PTHREAD) return;

  function install() {
    var takeError = Module['__plyTakeError'];
    delete Module['__plyTakeError'];

    // Wraps `call`, whose argument at `callbackAt` (if any) is a host callback.
    function guarded(call, callbackAt) {
      return function () {
        var args = Array.prototype.slice.call(arguments);
        var thrown = null;
        var callback = args[callbackAt];
        if (typeof callback === 'function') {
          args[callbackAt] = function (value) {
            if (thrown) return false;
            try {
              return callback(value);
            } catch (error) {
              thrown = { error: error };
              return false;
            }
          };
        }
        var stopped = Module['__plyStopError'];
        Module['__plyStopError'] = undefined;
        var result;
        try {
          result = call.apply(this, args);
        } finally {
          // A search within a callback of this one took its own; this call's is what is left.
          var stopError = Module['__plyStopError'];
          Module['__plyStopError'] = stopped;
        }
        var message = takeError();
        if (thrown) throw thrown.error;
        if (stopError) throw stopError.error;
        if (message) throw new Error(message);
        return result;
      };
    }

    var session = Module['Session'].prototype;
    session['search'] = guarded(session['search'], 4);
    session['analyse'] = guarded(session['analyse'], 2);
    session['prepare'] = guarded(session['prepare'], -1);
    session['configure'] = guarded(session['configure'], -1);
    session['variantStart'] = guarded(session['variantStart'], -1);
    Module['perft'] = guarded(Module['perft'], -1);
    Module['createSession'] = guarded(Module['createSession'], -1);
  }

  // Embind registers the bindings as the runtime starts (its constructors); the module's promise resolves
  // then too, and whoever awaits it runs only after onRuntimeInitialized.
  if (typeof runtimeInitialized !== 'undefined' && runtimeInitialized) {
    install();
  } else {
    var next = Module['onRuntimeInitialized'];
    Module['onRuntimeInitialized'] = function () {
      install();
      if (next) next.apply(this, arguments);
    };
  }
})();
