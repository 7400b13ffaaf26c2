print("title-bench")
