# Checks that a shared hitbox library exports its public API and nothing else (CTest script,
# called by run.cmake). LIBRARY: the .so; LIB: collision, trace or runtime.
#  - every strong symbol it defines (functions, data, vtables, type info) is in namespace
#    hitbox::collision (hitbox::runtime, and the C API's hitbox_* functions, for the
#    runtime), never in an internal namespace ...::detail;
#  - weak symbols (template instantiations and inline functions the compiler emits) are
#    either that or of the standard library;
#  - a few public functions are there and a few internal ones are not.
cmake_minimum_required(VERSION 3.21)
find_program(NM nm REQUIRED)
execute_process(COMMAND "${NM}" -D --defined-only -C "${LIBRARY}"
                OUTPUT_VARIABLE _out COMMAND_ERROR_IS_FATAL ANY)
string(REPLACE "\n" ";" _lines "${_out}")
set(_bad "")
set(_count 0)
foreach(_line IN LISTS _lines)
    # "0000000000012345 T hitbox::collision::evaluatePipeline(...)"
    if(NOT _line MATCHES "^[0-9a-f]+ ([A-Za-z]) (.*)$")
        continue()
    endif()
    set(_type "${CMAKE_MATCH_1}")
    set(_name "${CMAKE_MATCH_2}")
    math(EXPR _count "${_count} + 1")
    # Strip "vtable for ", "typeinfo name for " and the like.
    string(REGEX REPLACE "^(vtable|typeinfo|typeinfo name|VTT|construction vtable) for " ""
           _bare "${_name}")
    if(_bare MATCHES "::detail::")
        list(APPEND _bad "${_line}")
    elseif(_bare MATCHES "^hitbox::collision::")
        continue()
    elseif(LIB STREQUAL "runtime" AND _bare MATCHES "^(hitbox::runtime::|hitbox_[a-z_]+$)")
        continue()
    elseif(_type MATCHES "^[WVu]$"
           AND _bare MATCHES "^(void |bool |int |unsigned long |double )?(std|__gnu_cxx)::")
        continue()
    else()
        list(APPEND _bad "${_line}")
    endif()
endforeach()
if(_bad)
    list(JOIN _bad "\n  " _text)
    message(FATAL_ERROR "${LIBRARY} exports symbols outside the public API:\n  ${_text}")
endif()

if(LIB STREQUAL "collision")
    set(_public "hitbox::collision::evaluatePipeline(" "hitbox::collision::World::step("
                "hitbox::collision::Mask::set(" "hitbox::collision::BroadphaseGrid::findPairs(")
    set(_internal "polygonsOverlap" "InlineBuffer" "wordscan" "transformedscan" "simd::"
                  "findLoopParents")
elseif(LIB STREQUAL "trace")
    set(_public "hitbox::collision::traceMask(" "hitbox::collision::decomposeConvex(")
    set(_internal "UniformGrid" "improveByWindows" "mergedTriangles")
else()
    set(_public "hitbox_collide" "hitbox_document_load" "hitbox::runtime::parseDocument("
                "hitbox::runtime::LoadedDocument::collide(")
    set(_internal "JsonCursor" "nlohmann" "stbi_" "cutFrame" "solidMask")
endif()
foreach(_symbol IN LISTS _public)
    string(FIND "${_out}" "${_symbol}" _at)
    if(_at EQUAL -1)
        message(FATAL_ERROR "${LIBRARY} does not export ${_symbol}")
    endif()
endforeach()
foreach(_symbol IN LISTS _internal)
    string(FIND "${_out}" "${_symbol}" _at)
    if(NOT _at EQUAL -1)
        message(FATAL_ERROR "${LIBRARY} exports the internal ${_symbol}")
    endif()
endforeach()
message(STATUS "${LIBRARY}: ${_count} exported symbols, all of the public API")
