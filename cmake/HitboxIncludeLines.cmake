# What the layering checks of the editor (HitboxAppLayering.cmake) and of core/model
# (HitboxModelLayering.cmake) share: reading a file's quoted include lines and failing the
# configuration with the problems found.

# hitbox_quoted_includes(FILE OUT_VAR): the headers FILE includes with #include "...".
function(hitbox_quoted_includes file out_var)
    file(STRINGS "${file}" _lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
    set(_headers "")
    foreach(_line IN LISTS _lines)
        string(REGEX REPLACE "^[^\"]*\"([^\"]+)\".*$" "\\1" _header "${_line}")
        list(APPEND _headers "${_header}")
    endforeach()
    set(${out_var} "${_headers}" PARENT_SCOPE)
endfunction()

# hitbox_fail_on_layering_problems(HEADLINE PROBLEMS...): a FATAL_ERROR "Layering: HEADLINE"
# listing one problem per line, when there are any.
function(hitbox_fail_on_layering_problems headline)
    if(ARGN)
        list(JOIN ARGN "\n  " _text)
        message(FATAL_ERROR "Layering: ${headline}:\n  ${_text}")
    endif()
endfunction()
