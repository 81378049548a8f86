# Generates build_info.cpp (cp::versionString, cp::gitRevision) into the build tree at
# configure time. configure_file rewrites it only when the text changes, so a new revision
# recompiles that one file and relinks; nothing else rebuilds.
find_package(Git QUIET)
set(CP_GIT_REVISION "unknown")
if(GIT_EXECUTABLE)
  # Only this project's own checkout counts: a source tarball unpacked inside some other
  # repository must not report that repository's hash.
  execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --show-toplevel
    WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" RESULT_VARIABLE cp_git_failed
    OUTPUT_VARIABLE cp_git_toplevel OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(NOT cp_git_failed)
    file(REAL_PATH "${cp_git_toplevel}" cp_git_toplevel)
    file(REAL_PATH "${PROJECT_SOURCE_DIR}" cp_source_dir)
  endif()
  if(NOT cp_git_failed AND cp_git_toplevel STREQUAL cp_source_dir)
    # --exclude=*: the hash even when a tag exists (a tag would turn it into v0.1.0-3-gabc1234).
    execute_process(COMMAND "${GIT_EXECUTABLE}" describe --always --dirty --exclude=*
      WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" RESULT_VARIABLE cp_git_failed
      OUTPUT_VARIABLE cp_git_describe OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT cp_git_failed AND cp_git_describe)
      set(CP_GIT_REVISION "${cp_git_describe}")
    endif()
    # Re-run the configure step when HEAD moves (a commit or a checkout), so the revision
    # follows it without a manual cmake call. Not the index: `git status` rewrites that.
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --symbolic-full-name HEAD
      WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE cp_git_ref
      OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    foreach(cp_git_name HEAD packed-refs ${cp_git_ref})
      execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --path-format=absolute --git-path ${cp_git_name}
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE cp_git_file
        OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
      if(cp_git_file AND EXISTS "${cp_git_file}")
        set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${cp_git_file}")
      endif()
    endforeach()
  endif()
endif()
message(STATUS "ClusterPlanner ${PROJECT_VERSION}, revision ${CP_GIT_REVISION}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/build_info.cpp.in" "${CMAKE_CURRENT_BINARY_DIR}/build_info.cpp" @ONLY)
target_sources(clusterplanner_core PRIVATE
  "${CMAKE_CURRENT_LIST_DIR}/build_info.h" "${CMAKE_CURRENT_BINARY_DIR}/build_info.cpp")
