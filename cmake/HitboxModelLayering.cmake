# The modules of core/model are layers, bottom first. A file in core/model/<module>/ may
# include "model/<other>/file.h" only when <other> is its own module or one listed before
# it. Modules listed together ("import+export") stand side by side: neither includes the
# other. Below a module, a folder is a plugin (one import or export format): it may
# include its own folder, its module's own files (the interface and shared helpers) and
# lower modules, never another plugin; of the module's own files only its registry
# (<module>/*registry.cpp) includes plugins, so a format is added or removed without
# touching the others. Every include of a model header names its module ("model/io/localfile.h",
# never "localfile.h"), and no file sits at core/model's root. Checked at configure time;
# tests/layering proves that a violation fails the configuration.
include("${CMAKE_CURRENT_LIST_DIR}/HitboxIncludeLines.cmake")

set(HITBOX_MODEL_LAYERS
    document      # the project, sprites, frames, roles, playback, and the names they share
    io            # files, JSON, images, animated images and the project file format
    evaluate      # validation, sprite colliders, the preview's verdicts, hit timeline, tracing
    import+export # the format interfaces and registries, one folder per format
)

# The rank of `module` in `layers` ("a+b" entries share one), or -1.
function(_hitbox_model_rank layers module out_var)
    set(_rank 0)
    foreach(_entry IN LISTS layers)
        string(REPLACE "+" ";" _members "${_entry}")
        if(module IN_LIST _members)
            set(${out_var} ${_rank} PARENT_SCOPE)
            return()
        endif()
        math(EXPR _rank "${_rank} + 1")
    endforeach()
    set(${out_var} -1 PARENT_SCOPE)
endfunction()

# The problem with `file` (relative to the model folder, in <module>[/<plugin>]/)
# including "model/<header>", or empty.
function(_hitbox_model_include_problem layers file module plugin header out_var)
    set(${out_var} "" PARENT_SCOPE)
    if(NOT header MATCHES "^([^/]+)/(.*)$")
        set(${out_var} "core/model/${file} includes model/${header}: not in a module" PARENT_SCOPE)
        return()
    endif()
    set(_other "${CMAKE_MATCH_1}")
    set(_rest "${CMAKE_MATCH_2}")
    _hitbox_model_rank("${layers}" "${module}" _own)
    _hitbox_model_rank("${layers}" "${_other}" _rank)
    if(_rank EQUAL -1)
        set(${out_var} "core/model/${file} includes model/${header}: ${_other} is not in HITBOX_MODEL_LAYERS" PARENT_SCOPE)
    elseif(_rank GREATER _own OR (_rank EQUAL _own AND NOT _other STREQUAL "${module}"))
        set(${out_var} "core/model/${file} includes model/${header}: ${_other} is not below ${module}" PARENT_SCOPE)
    elseif(_other STREQUAL "${module}" AND _rest MATCHES "^([^/]+)/")
        set(_target "${CMAKE_MATCH_1}")
        get_filename_component(_name "${file}" NAME)
        set(_registry FALSE)
        if(plugin STREQUAL "" AND _name MATCHES "registry\\.cpp$")
            set(_registry TRUE)
        endif()
        if(NOT _target STREQUAL "${plugin}" AND NOT _registry)
            set(${out_var} "core/model/${file} includes model/${header}: the plugin ${module}/${_target} is not its own" PARENT_SCOPE)
        endif()
    endif()
endfunction()

# hitbox_check_model_layering(MODEL_DIR [LAYERS module...]): fails the configuration with a
# "Layering: core/model/..." message naming the file and the include that breaks the order.
function(hitbox_check_model_layering model_dir)
    cmake_parse_arguments(ARG "" "" "LAYERS" ${ARGN})
    set(_layers ${HITBOX_MODEL_LAYERS})
    if(ARG_LAYERS)
        set(_layers ${ARG_LAYERS})
    endif()
    file(GLOB_RECURSE _files RELATIVE "${model_dir}" "${model_dir}/*.h" "${model_dir}/*.cpp")
    file(GLOB_RECURSE _all RELATIVE "${model_dir}" "${model_dir}/*.h")
    set(_problems "")
    foreach(_file IN LISTS _files)
        if(NOT _file MATCHES "^([^/]+)/(([^/]+)/)?[^/]+$")
            list(APPEND _problems "core/model/${_file}: not in a module folder")
            continue()
        endif()
        set(_module "${CMAKE_MATCH_1}")
        set(_plugin "${CMAKE_MATCH_3}")
        _hitbox_model_rank("${_layers}" "${_module}" _rank)
        if(_rank EQUAL -1)
            list(APPEND _problems "core/model/${_file}: module ${_module} is not in HITBOX_MODEL_LAYERS")
            continue()
        endif()
        hitbox_quoted_includes("${model_dir}/${_file}" _headers)
        foreach(_header IN LISTS _headers)
            if(_header MATCHES "^model/(.*)$")
                _hitbox_model_include_problem("${_layers}" "${_file}" "${_module}" "${_plugin}"
                                              "${CMAKE_MATCH_1}" _problem)
                if(_problem)
                    list(APPEND _problems "${_problem}")
                endif()
            else()
                # A header of the model named without "model/<module>/".
                get_filename_component(_dir "${_file}" DIRECTORY)
                if(EXISTS "${model_dir}/${_dir}/${_header}" OR "${_header}" IN_LIST _all)
                    list(APPEND _problems
                         "core/model/${_file} includes \"${_header}\": name its module (\"model/...\")")
                endif()
            endif()
        endforeach()
    endforeach()
    hitbox_fail_on_layering_problems("core/model modules must include downwards only" ${_problems})
endfunction()
