# The editor's folders are layers, bottom first. A file in app/<folder>/ may include
# "<other>/file.h" only when <other> is its own folder or one listed before it, and every
# include of an editor header names its folder ("canvas/canvasview.h", never
# "canvasview.h"), so the layering can be read off the include lines. app/main.cpp stands
# above every folder. Checked at configure time; tests/layering proves that a violation
# fails the configuration.
include("${CMAKE_CURRENT_LIST_DIR}/HitboxIncludeLines.cmake")

set(HITBOX_APP_LAYERS
    base       # shared widgets and helpers: actions, number text, spin boxes, styles,
               # Qt geometry conversions, the zoom-and-pan view, the checkerboard
    icons      # the editor's drawn icons
    document   # the open document and its undo stack
    commands   # the undo commands
    canvas     # the sprite canvas, its items and the tool interface it drives
    tools      # the editing tools
    docks      # the Sprites, Shapes and Properties docks
    frames     # the frames strip, playback and sheet slicing
    shapes     # shape clipboard, pivot presets, cutting into convex pieces
    roles      # the Roles dialog
    export     # the Export dialog and actions
    files      # opening, saving and adding sprites
    trace      # the Trace dialog and Trace All Frames
    preview    # the collision preview workspace
    window     # the main window
)

# hitbox_check_app_layering(APP_DIR [LAYERS folder...]): fails the configuration with a
# "Layering: app/..." message naming the file and the include that breaks the order.
function(hitbox_check_app_layering app_dir)
    cmake_parse_arguments(ARG "" "" "LAYERS" ${ARGN})
    set(_layers ${HITBOX_APP_LAYERS})
    if(ARG_LAYERS)
        set(_layers ${ARG_LAYERS})
    endif()
    list(LENGTH _layers _top)
    file(GLOB_RECURSE _files RELATIVE "${app_dir}" "${app_dir}/*.h" "${app_dir}/*.cpp")
    set(_problems "")
    foreach(_file IN LISTS _files)
        if(_file MATCHES "_autogen/")
            continue()
        endif()
        string(REGEX MATCH "^([^/]+)/" _in_folder "${_file}")
        if(_in_folder)
            set(_folder "${CMAKE_MATCH_1}")
            list(FIND _layers "${_folder}" _rank)
            if(_rank EQUAL -1)
                list(APPEND _problems "app/${_file}: folder ${_folder} is not in HITBOX_APP_LAYERS")
                continue()
            endif()
        else()
            set(_rank ${_top})
        endif()
        hitbox_quoted_includes("${app_dir}/${_file}" _headers)
        foreach(_header IN LISTS _headers)
            if(_header MATCHES "^([^/]+)/")
                list(FIND _layers "${CMAKE_MATCH_1}" _other)
                if(_other GREATER _rank)
                    list(APPEND _problems
                         "app/${_file} includes ${_header}: ${CMAKE_MATCH_1} is above ${_folder}")
                endif()
            elseif(EXISTS "${app_dir}/${_in_folder}${_header}")
                list(APPEND _problems
                     "app/${_file} includes \"${_header}\": name its folder (\"${_in_folder}${_header}\")")
            endif()
        endforeach()
    endforeach()
    hitbox_fail_on_layering_problems("app/ folders must include downwards only" ${_problems})
endfunction()
