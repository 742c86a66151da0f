print("containment-demo")
