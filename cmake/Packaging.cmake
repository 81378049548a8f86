# Install rules and the Debian package (cpack -G DEB, or `cmake --build build --target package`).
# Layout (docs/packaging.md): the executables in bin/, the shipped data in share/clusterplanner,
# where core/common/data_dir.cpp looks (<exe>/../share/clusterplanner, CLUSTERPLANNER_INSTALL_DATA_SUBDIR),
# so bin/ and share/ are fixed here rather than taken from GNUInstallDirs.
# The core library, the tests and the benchmarks have no install rules: they are not shipped.

set(CP_SHARE_DIR share/clusterplanner)

install(TARGETS clusterplanner-cli RUNTIME DESTINATION bin)
if(TARGET clusterplanner-report)  # beside the CLI, which execs it for plan --report
  install(TARGETS clusterplanner-report RUNTIME DESTINATION bin)
endif()
if(TARGET clusterplanner)
  install(TARGETS clusterplanner RUNTIME DESTINATION bin)
endif()

# All of data/ (catalog, profiles, templates, studies, presets, ...): whatever the app finds in
# the source tree's data/ it must find in the installed one.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/data/" DESTINATION ${CP_SHARE_DIR})

# Desktop integration: menu entry, icon in every hicolor size, the *.cplan.json MIME type.
# Debian's desktop-file-utils, shared-mime-info and hicolor icon caches update through dpkg
# triggers on these folders, so the package needs no maintainer scripts.
if(TARGET clusterplanner)
  install(FILES "${PROJECT_SOURCE_DIR}/resources/clusterplanner.desktop" DESTINATION share/applications)
  foreach(size 16 32 48 64 128 256)
    install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/clusterplanner-${size}.png"
      DESTINATION share/icons/hicolor/${size}x${size}/apps RENAME clusterplanner.png)
  endforeach()
  install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/clusterplanner.svg" DESTINATION share/icons/hicolor/scalable/apps)
endif()
install(FILES "${PROJECT_SOURCE_DIR}/resources/clusterplanner-mime.xml"
  DESTINATION share/mime/packages RENAME clusterplanner.xml)
install(FILES "${PROJECT_SOURCE_DIR}/resources/completion/clusterplanner-cli.bash"
  DESTINATION share/bash-completion/completions RENAME clusterplanner-cli)

install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION share/doc/clusterplanner)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION share/doc/clusterplanner/docs)

# ---- CPack: one Debian package, clusterplanner_<version>_<arch>.deb ----
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "clusterplanner")
set(CPACK_PACKAGE_VENDOR "ClusterPlanner")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "ClusterPlanner maintainers <maintainers@clusterplanner.invalid>")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "clusterplanner")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME "clusterplanner")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # clusterplanner_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://clusterplanner.invalid/")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; CPack indents these lines itself.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "ClusterPlanner sizes a GPU training cluster from a JSON profile: the fat-tree
fabric and its switches, cables and optics, the floor plan, power, cost,
training time and reliability. It ships a Qt desktop workbench (clusterplanner)
and a command-line tool for scripts (clusterplanner-cli), with a parts catalog,
reference profiles and studies.")

# Depends: dpkg-shlibdeps reads the libraries the executables link (needs dpkg-dev and file);
# without it, the Debian 12 packages that provide them. The Qt platform plugins are loaded
# at run time, not linked, so they are named either way (the GUI does not start without them).
find_program(CP_DPKG_SHLIBDEPS dpkg-shlibdeps)
find_program(CP_FILE_PROGRAM file)
if(CP_DPKG_SHLIBDEPS AND CP_FILE_PROGRAM)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
else()
  message(STATUS "dpkg-shlibdeps or file not found: the .deb gets a fixed Debian 12 Depends list")
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6 (>= 2.34), libstdc++6 (>= 12), libgcc-s1 (>= 3.0), libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6printsupport6 (>= 6.4), libqt6svg6 (>= 6.4), libqcustomplot2.1-qt6, libxlsxwriter4, qt6-qpa-plugins")
endif()
# Qt's own Chinese strings (standard dialogs: file chooser, message box buttons) and a CJK font
# for the zh_CN interface; the app's translations are built into it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-wqy-microhei")
# Optional: *.cplan.json and the icon caches update when these are present.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "shared-mime-info, desktop-file-utils, bash-completion")

include(CPack)
