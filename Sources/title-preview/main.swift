print("title-preview")
