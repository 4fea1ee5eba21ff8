# What an installation adds beside the program, its catalogs and examples: the desktop entry, AppStream
# metainfo, icons and the plan-file MIME type (window builds only), the manual page and the copyright
# file; and the Debian package made from it all by CPack (packaging/build-deb.sh).
set(planner_linux_dir ${CMAKE_CURRENT_LIST_DIR}/linux)
set(planner_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/gpu-planner)

if(GPU_PLANNER_GUI)
    install(FILES ${planner_linux_dir}/${GPU_PLANNER_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${planner_linux_dir}/${GPU_PLANNER_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${planner_linux_dir}/${GPU_PLANNER_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
            RENAME ${GPU_PLANNER_APP_ID}.xml)
    install(FILES ${planner_linux_dir}/icons/${GPU_PLANNER_APP_ID}.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
    foreach(size IN ITEMS 16 32 48 64 128 256)
        install(FILES ${planner_linux_dir}/icons/${size}x${size}/${GPU_PLANNER_APP_ID}.png
                DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
    endforeach()
endif()

# Compressed the way Debian wants them: best compression, no name or time stamp in the header.
set(planner_gzipped)
foreach(pair IN ITEMS "gpu-planner.1|gpu-planner.1.gz" "debian/changelog|changelog.gz")
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 source)
    list(GET pair 1 output)
    add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/packaging/${output}
                       COMMAND sh -c "gzip -9n -c \"$1\" > \"$2\"" sh ${CMAKE_CURRENT_LIST_DIR}/${source}
                               ${CMAKE_CURRENT_BINARY_DIR}/packaging/${output}
                       DEPENDS ${CMAKE_CURRENT_LIST_DIR}/${source} VERBATIM)
    list(APPEND planner_gzipped ${CMAKE_CURRENT_BINARY_DIR}/packaging/${output})
endforeach()
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/packaging)
add_custom_target(planner_gzipped_docs ALL DEPENDS ${planner_gzipped})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/gpu-planner.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz ${CMAKE_CURRENT_LIST_DIR}/debian/copyright
        DESTINATION ${planner_doc_dir})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpu-planner)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "GPU Cluster Planner")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "plan GPU clusters and compare buying with renting and cloud")
# Lines under 80 characters, as Debian's tools show them unwrapped.
set(CPACK_PACKAGE_DESCRIPTION
    "GPU Cluster Planner is a desktop planner for teams that must decide how to
get GPU compute for deep learning. It checks a build (GPUs, memory, NVMe,
network, cooling) against its workload: memory per GPU, time to train,
inference throughput. It compares the cost of buying and self-hosting with
cloud and rental, region by region (Shenzhen, Beijing, Shanghai, Inner
Mongolia, US-West, Singapore and more), exports a quote as PDF or CSV and
writes a deployment kit for the chosen build.

The window is in English and Simplified Chinese; the gpu-planner command runs
every analysis without a display. Plan files named *.gpuplan.json open in the
planner from the file manager.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gpu-planner_<version>_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "GPU Cluster Planner <gpu-planner@users.noreply.github.com>")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gpuplanner/gpu-planner")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The PDF quote is set in WenQuanYi Micro Hei; Qt's own dialogs are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
