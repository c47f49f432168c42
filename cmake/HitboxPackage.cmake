# Installs the runtime as a package: the libraries, their public headers, an export set
# with a config and version file for find_package(hitbox CONFIG) (targets hitbox::collision,
# hitbox::trace and hitbox::runtime), and hitbox.pc, hitbox-trace.pc and hitbox-runtime.pc
# for pkg-config. The Qt parts are not installed here.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HITBOX_CMAKE_INSTALL_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/hitbox")

install(TARGETS hitbox_collision hitbox_trace hitbox_runtime
        EXPORT hitboxTargets
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
        INCLUDES DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
# The public headers keep their folders: include/hitbox/, include/hitbox/trace/ and
# include/hitbox/runtime/ (with the C API, include/hitbox/hitbox.h).
install(DIRECTORY "${PROJECT_SOURCE_DIR}/core/collision/include/hitbox"
                  "${PROJECT_SOURCE_DIR}/core/trace/include/hitbox"
                  "${PROJECT_SOURCE_DIR}/core/runtime/include/hitbox"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.h")
install(FILES "${PROJECT_BINARY_DIR}/core/collision/include/hitbox/version.h"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/hitbox")
install(EXPORT hitboxTargets
        NAMESPACE hitbox::
        FILE hitboxTargets.cmake
        DESTINATION "${HITBOX_CMAKE_INSTALL_DIR}")

configure_package_config_file("${CMAKE_CURRENT_LIST_DIR}/package/hitboxConfig.cmake.in"
                              "${PROJECT_BINARY_DIR}/package/hitboxConfig.cmake"
                              INSTALL_DESTINATION "${HITBOX_CMAKE_INSTALL_DIR}")
write_basic_package_version_file("${PROJECT_BINARY_DIR}/package/hitboxConfigVersion.cmake"
                                 VERSION ${PROJECT_VERSION}
                                 COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/package/hitboxConfig.cmake"
              "${PROJECT_BINARY_DIR}/package/hitboxConfigVersion.cmake"
        DESTINATION "${HITBOX_CMAKE_INSTALL_DIR}")

# pkg-config: a relocatable file (paths relative to ${pcfiledir}) for non-CMake builds.
file(RELATIVE_PATH HITBOX_PC_PREFIX_FROM_PCDIR
     "/root/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/root")
string(REGEX REPLACE "/$" "" HITBOX_PC_PREFIX_FROM_PCDIR "${HITBOX_PC_PREFIX_FROM_PCDIR}")
if(HITBOX_SHARED OR BUILD_SHARED_LIBS)
    set(HITBOX_PC_PRIVATE_LIBS "")
else()
    # A static archive needs the C++ runtime from whoever links it with a C compiler.
    set(HITBOX_PC_PRIVATE_LIBS "-lstdc++ -lm")
endif()
foreach(_pc hitbox hitbox-trace hitbox-runtime)
    configure_file("${CMAKE_CURRENT_LIST_DIR}/package/${_pc}.pc.in"
                   "${PROJECT_BINARY_DIR}/package/${_pc}.pc" @ONLY)
    install(FILES "${PROJECT_BINARY_DIR}/package/${_pc}.pc"
            DESTINATION "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endforeach()
