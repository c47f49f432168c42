# One way of vendoring the runtime, run as a CTest script (see CMakeLists.txt). MODE:
#   subdirectory  toygame add_subdirectory()s the source tree
#   kernel        toygame add_subdirectory()s core/collision alone
#   fetchcontent  toygame takes the tree through FetchContent
#   package       the runtime alone is built and installed into WORK_DIR/prefix, and
#                 toygame (and toytrace, which uses hitbox::trace) find_package() it
#   pkgconfig     toygame and toytrace are compiled by plain c++ commands with the flags of
#                 `pkg-config --cflags --libs hitbox` (hitbox-trace) from INSTALLED_DIR
#   shared        as package, with shared libraries; their exported symbols must be the
#                 public API only (checkexports.cmake); examples/python runs on the shared
#                 runtime through ctypes
# Every way but kernel also builds toyruntime (hitbox::runtime's C++ API) and
# examples/c-minimal (its C API), which read resources/demo/demo.hitbox.json.
# Every step must succeed; the programs check their own answers.
cmake_minimum_required(VERSION 3.21)

function(run)
    execute_process(COMMAND ${ARGN} COMMAND_ECHO STDOUT COMMAND_ERROR_IS_FATAL ANY)
endfunction()

# Debug without debug information (-O0): the scenarios test how the runtime is found,
# built and linked, not its speed, and such builds take half the time.
set(_common -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
    "-DCMAKE_C_COMPILER=${C_COMPILER}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0
    -DCMAKE_C_FLAGS_DEBUG=-O0
    -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON)
if(COMPILER_LAUNCHER)
    list(APPEND _common "-DCMAKE_CXX_COMPILER_LAUNCHER=${COMPILER_LAUNCHER}"
         "-DCMAKE_C_COMPILER_LAUNCHER=${COMPILER_LAUNCHER}")
endif()
set(_demo "${HITBOX_SOURCE_DIR}/resources/demo/demo.hitbox.json")
file(REMOVE_RECURSE "${WORK_DIR}")

# Builds and installs the runtime alone (the root with the Qt parts off) into `prefix`.
function(install_runtime prefix)
    run("${CMAKE_COMMAND}" -S "${HITBOX_SOURCE_DIR}" -B "${WORK_DIR}/runtime" ${_common}
        -DHITBOX_STUDIO=OFF "-DCMAKE_INSTALL_PREFIX=${prefix}" ${ARGN})
    run("${CMAKE_COMMAND}" --build "${WORK_DIR}/runtime")
    run("${CMAKE_COMMAND}" --install "${WORK_DIR}/runtime")
endfunction()

# Configures, builds and runs toygame (with `trace` also toytrace, with `runtime` also
# toyruntime and c-minimal).
function(toygame via)
    cmake_parse_arguments(ARG "TRACE;RUNTIME" "" "" ${ARGN})
    set(_targets --target toygame)
    if(ARG_TRACE)
        list(APPEND _targets toytrace)
    endif()
    if(ARG_RUNTIME)
        list(APPEND _targets toyruntime c-minimal)
    endif()
    run("${CMAKE_COMMAND}" -S "${TOYGAME_DIR}" -B "${WORK_DIR}/toygame" ${_common}
        -DHITBOX_VIA=${via} "-DHITBOX_SOURCE_DIR=${HITBOX_SOURCE_DIR}"
        ${ARG_UNPARSED_ARGUMENTS})
    run("${CMAKE_COMMAND}" --build "${WORK_DIR}/toygame" ${_targets})
    run("${WORK_DIR}/toygame/toygame")
    if(ARG_TRACE)
        run("${WORK_DIR}/toygame/toytrace")
    endif()
    if(ARG_RUNTIME)
        run("${WORK_DIR}/toygame/toyruntime" "${_demo}")
        run_expecting("frames that hit: 2 3\n" "${WORK_DIR}/toygame/c-minimal" "${_demo}")
    endif()
endfunction()

# Runs a program that must succeed and print `expected` (a regular expression).
function(run_expecting expected)
    execute_process(COMMAND ${ARGN} COMMAND_ECHO STDOUT OUTPUT_VARIABLE _out
                    COMMAND_ERROR_IS_FATAL ANY)
    message(STATUS "${_out}")
    if(NOT _out MATCHES "${expected}")
        message(FATAL_ERROR "expected '${expected}' in the output above")
    endif()
endfunction()

if(MODE STREQUAL "kernel")
    toygame(${MODE})
elseif(MODE MATCHES "^(subdirectory|fetchcontent)$")
    toygame(${MODE} RUNTIME)
elseif(MODE STREQUAL "package")
    install_runtime("${WORK_DIR}/prefix")
    toygame(package TRACE RUNTIME "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
elseif(MODE STREQUAL "pkgconfig")
    find_program(PKG_CONFIG pkg-config REQUIRED)
    set(ENV{PKG_CONFIG_PATH} "${INSTALLED_DIR}/lib/pkgconfig")
    file(MAKE_DIRECTORY "${WORK_DIR}")
    foreach(_program toygame:hitbox toytrace:hitbox-trace toyruntime:hitbox-runtime)
        string(REPLACE ":" ";" _program "${_program}")
        list(GET _program 0 _name)
        list(GET _program 1 _module)
        execute_process(COMMAND "${PKG_CONFIG}" --static --cflags --libs ${_module}
                        OUTPUT_VARIABLE _flags OUTPUT_STRIP_TRAILING_WHITESPACE
                        COMMAND_ERROR_IS_FATAL ANY)
        separate_arguments(_flags UNIX_COMMAND "${_flags}")
        set(_source main.cpp)
        if(_name STREQUAL "toytrace")
            set(_source toytrace.cpp)
        elseif(_name STREQUAL "toyruntime")
            set(_source toyruntime.cpp)
            list(APPEND _flags -std=c++20)
            # And the C example, compiled as C99 with the same flags.
            run("${C_COMPILER}" -std=c99 "${HITBOX_SOURCE_DIR}/examples/c-minimal/main.c"
                ${_flags} -o "${WORK_DIR}/c-minimal")
            run_expecting("frames that hit: 2 3\n" "${WORK_DIR}/c-minimal" "${_demo}")
        endif()
        run("${CXX_COMPILER}" "${TOYGAME_DIR}/${_source}" ${_flags} -o "${WORK_DIR}/${_name}")
        run("${WORK_DIR}/${_name}" "${_demo}")
    endforeach()
elseif(MODE STREQUAL "shared")
    install_runtime("${WORK_DIR}/prefix" -DHITBOX_SHARED=ON)
    foreach(_lib collision trace runtime)
        run("${CMAKE_COMMAND}" "-DLIBRARY=${WORK_DIR}/prefix/lib/libhitbox_${_lib}.so"
            -DLIB=${_lib} -P "${CMAKE_CURRENT_LIST_DIR}/checkexports.cmake")
    endforeach()
    toygame(package TRACE RUNTIME "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
    find_program(PYTHON3 python3 REQUIRED)
    run_expecting("frames that hit: 2 3\n" "${PYTHON3}"
                  "${HITBOX_SOURCE_DIR}/examples/python/hitbox_demo.py"
                  "${WORK_DIR}/prefix/lib/libhitbox_runtime.so" "${_demo}")
else()
    message(FATAL_ERROR "unknown MODE '${MODE}'")
endif()
