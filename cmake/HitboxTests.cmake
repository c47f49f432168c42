# hitbox_moc_test_source(TARGET SOURCE NAME): a test's QObject lives in its tst_NAME.cpp,
# which ends with #include "tst_NAME.moc". One moc command makes that file instead of
# AUTOMOC, whose scan step and empty mocs_compilation.cpp per program took a tenth of the
# build (170 programs).
function(hitbox_moc_test_source target source name)
    set(_folder "${CMAKE_CURRENT_BINARY_DIR}/${target}_moc")
    set(_moc "${_folder}/${name}.moc")
    add_custom_command(OUTPUT "${_moc}"
                       COMMAND Qt6::moc "${source}" -o "${_moc}"
                       DEPENDS "${source}" Qt6::moc
                       COMMENT "moc ${name}.cpp" VERBATIM)
    set_target_properties(${target} PROPERTIES AUTOMOC OFF)
    target_sources(${target} PRIVATE "${_moc}")
    set_source_files_properties("${_moc}" PROPERTIES HEADER_FILE_ONLY ON)
    target_include_directories(${target} PRIVATE "${_folder}")
endfunction()

# hitbox_add_test_folder(AREA LIBS lib... [ENV VAR=value...] [DEPENDS target...]):
# registers every tst_*.cpp of the current folder as a test executable linked to the
# given libraries and Qt6::Test; its CTest name is AREA/<name>. The folder's programs
# share one precompiled header of Qt Test (and, through it, the Qt modules they link):
# parsing those headers was most of each test's compile time. They can share it because
# they link the same libraries and Qt Test defines the same folders for them, so they are
# compiled with the same flags and definitions (another folder's header would be refused).
function(hitbox_add_test_folder area)
    cmake_parse_arguments(ARG "" "" "LIBS;ENV;DEPENDS" ${ARGN})
    file(GLOB _sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/tst_*.cpp")
    foreach(_source IN LISTS _sources)
        get_filename_component(_name "${_source}" NAME_WE)
        string(REGEX REPLACE "^tst_" "" _short "${_name}")
        set(_target "${area}_${_name}")
        add_executable(${_target} "${_source}")
        target_link_libraries(${_target} PRIVATE ${ARG_LIBS} Qt6::Test)
        set_target_properties(${_target} PROPERTIES OUTPUT_NAME "${_name}")
        hitbox_moc_test_source(${_target} "${_source}" ${_name})
        if(NOT _pchOwner)
            target_precompile_headers(${_target} PRIVATE <QTest> <QSignalSpy> <algorithm>
                                      <memory> <string> <vector>)
            set(_pchOwner ${_target})
        else()
            target_precompile_headers(${_target} REUSE_FROM ${_pchOwner})
        endif()
        hitbox_set_warnings(${_target})
        if(ARG_DEPENDS)
            add_dependencies(${_target} ${ARG_DEPENDS})
        endif()
        add_test(NAME "${area}/${_short}" COMMAND ${_target})
        set_tests_properties("${area}/${_short}" PROPERTIES
            ENVIRONMENT "QT_QPA_PLATFORM=offscreen;HITBOX_SOURCE_DIR=${PROJECT_SOURCE_DIR};${ARG_ENV}"
            LABELS "${area}"
            TIMEOUT 600)
    endforeach()
endfunction()
