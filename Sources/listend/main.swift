print("listend")
