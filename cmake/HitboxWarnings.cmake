# Warnings on for every project target; -Werror when HITBOX_WERROR is set (scripts/test.sh does).
function(hitbox_set_warnings target)
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                               -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
                               -Woverloaded-virtual -Wnull-dereference)
        if(HITBOX_WERROR)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    elseif(MSVC)
        target_compile_options(${target} PRIVATE /W4 $<$<BOOL:${HITBOX_WERROR}>:/WX>)
    endif()
endfunction()
