# Enforces the one-way layering of docs/architecture.md at configure time:
#   hitbox_collision  links nothing and includes no Qt header,
#   hitbox_trace      links hitbox_collision only and includes no Qt header,
#   hitbox_runtime    links hitbox_collision and hitbox_trace only and includes no Qt header,
#   hitbox_model      links hitbox_collision, hitbox_trace, hitbox_runtime, Qt6::Core/Gui
#                     and zlib (Aseprite cels, inflated into buffers of their declared
#                     size) only, never Widgets.
# The collision and trace targets also get no Qt include directories, so a Qt include
# there fails to compile even if this check were bypassed.

function(_hitbox_sources_matching target regex out_var)
    get_target_property(_dir ${target} SOURCE_DIR)
    file(GLOB_RECURSE _files "${_dir}/*.h" "${_dir}/*.cpp")
    set(_hits "")
    foreach(_file IN LISTS _files)
        file(STRINGS "${_file}" _lines REGEX "${regex}")
        if(_lines)
            list(APPEND _hits "${_file}")
        endif()
    endforeach()
    set(${out_var} "${_hits}" PARENT_SCOPE)
endfunction()

# The libraries a target links, without the "::@(dir)" scope markers CMake adds when
# target_link_libraries is called from another directory.
function(_hitbox_linked_libraries target out_var)
    set(_all "")
    foreach(_prop LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
        get_target_property(_libs ${target} ${_prop})
        if(NOT _libs)
            continue()
        endif()
        foreach(_lib IN LISTS _libs)
            string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" _lib "${_lib}")
            if(NOT _lib MATCHES "^::@")
                list(APPEND _all "${_lib}")
            endif()
        endforeach()
    endforeach()
    set(${out_var} "${_all}" PARENT_SCOPE)
endfunction()

function(hitbox_check_layering)
    _hitbox_linked_libraries(hitbox_collision _libs)
    if(_libs)
        message(FATAL_ERROR "Layering: hitbox_collision must link nothing, found: ${_libs}")
    endif()
    _hitbox_sources_matching(hitbox_collision "#[ \t]*include[ \t]*[<\"]Q" _qt_in_collision)
    if(_qt_in_collision)
        message(FATAL_ERROR "Layering: core/collision includes Qt headers: ${_qt_in_collision}")
    endif()

    set(_allowed hitbox_collision hitbox::collision)
    _hitbox_linked_libraries(hitbox_trace _libs)
    foreach(_lib IN LISTS _libs)
        if(NOT _lib IN_LIST _allowed)
            message(FATAL_ERROR "Layering: hitbox_trace may link only hitbox_collision, found ${_lib}")
        endif()
    endforeach()
    _hitbox_sources_matching(hitbox_trace "#[ \t]*include[ \t]*[<\"]Q" _qt_in_trace)
    if(_qt_in_trace)
        message(FATAL_ERROR "Layering: core/trace includes Qt headers: ${_qt_in_trace}")
    endif()

    set(_allowed hitbox_collision hitbox::collision hitbox_trace hitbox::trace)
    _hitbox_linked_libraries(hitbox_runtime _libs)
    foreach(_lib IN LISTS _libs)
        if(NOT _lib IN_LIST _allowed)
            message(FATAL_ERROR "Layering: hitbox_runtime may link only ${_allowed}, found ${_lib}")
        endif()
    endforeach()
    _hitbox_sources_matching(hitbox_runtime "#[ \t]*include[ \t]*[<\"]Q" _qt_in_runtime)
    if(_qt_in_runtime)
        message(FATAL_ERROR "Layering: core/runtime includes Qt headers: ${_qt_in_runtime}")
    endif()

    set(_allowed hitbox_collision hitbox::collision hitbox_trace hitbox::trace hitbox_runtime
                 hitbox::runtime Qt6::Core Qt6::Gui ZLIB::ZLIB)
    _hitbox_linked_libraries(hitbox_model _libs)
    foreach(_lib IN LISTS _libs)
        if(NOT _lib IN_LIST _allowed)
            message(FATAL_ERROR "Layering: hitbox_model may link only ${_allowed}, found ${_lib}")
        endif()
    endforeach()
    _hitbox_sources_matching(hitbox_model
        "#[ \t]*include[ \t]*[<\"](QtWidgets|QWidget|QApplication|QMainWindow|QDialog|QGraphics)"
        _widgets_in_model)
    if(_widgets_in_model)
        message(FATAL_ERROR "Layering: core/model includes Widgets headers: ${_widgets_in_model}")
    endif()
endfunction()
